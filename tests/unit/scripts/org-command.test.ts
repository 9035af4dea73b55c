import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../scripts/lib/command-line';
import { parseOrgCommand } from '../../../scripts/lib/org-command';

const usage = (argv: string[]) => {
  expect(() => parseOrgCommand(argv)).toThrow(UsageError);
  try {
    parseOrgCommand(argv);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

describe('the org command line', () => {
  it('asks for help with no command or --help', () => {
    for (const argv of [[], ['help'], ['--help'], ['-h']])
      expect(parseOrgCommand(argv)).toEqual({ command: 'help' });
  });

  it('reads create with its required and optional options', () => {
    expect(
      parseOrgCommand([
        'create',
        '--id',
        'bayani',
        '--name',
        'Bayani Foods, Inc.',
        '--admin-email',
        'maria@bayani.example',
      ]),
    ).toEqual({
      command: 'create',
      request: {
        orgId: 'bayani',
        tradeName: 'Bayani Foods, Inc.',
        adminEmail: 'maria@bayani.example',
      },
    });
    expect(
      parseOrgCommand([
        'create',
        '--id=bayani',
        '--name=Bayani',
        '--admin-email=maria@bayani.example',
        '--registered-name',
        'Bayani Foods Corporation',
        '--admin-name',
        'Maria Santos',
        '--admin-username',
        'msantos',
      ]),
    ).toEqual({
      command: 'create',
      request: {
        orgId: 'bayani',
        tradeName: 'Bayani',
        adminEmail: 'maria@bayani.example',
        registeredName: 'Bayani Foods Corporation',
        adminName: 'Maria Santos',
        adminUsername: 'msantos',
      },
    });
  });

  it('refuses create without a required option, with an unknown one or a stray argument', () => {
    expect(usage(['create', '--id', 'x', '--name', 'X'])).toBe('create: --admin-email is required');
    expect(usage(['create', '--name', 'X', '--admin-email', 'a@b.c'])).toBe(
      'create: --id is required',
    );
    expect(usage(['create', '--id', 'x', '--name', ' ', '--admin-email', 'a@b.c'])).toBe(
      'create: --name is required',
    );
    expect(
      usage(['create', '--id', 'x', '--name', 'X', '--admin-email', 'a@b.c', '--color']),
    ).toMatch(/^create: Unknown option '--color'/);
    expect(usage(['create', 'x', '--id', 'x', '--name', 'X', '--admin-email', 'a@b.c'])).toBe(
      'create takes no argument besides its options',
    );
    // An option's value is not optional.
    expect(usage(['create', '--id'])).toMatch(/^create: Option '--id <value>' argument missing/);
  });

  it('reads list, suspend, resume and export', () => {
    expect(parseOrgCommand(['list'])).toEqual({ command: 'list' });
    expect(parseOrgCommand(['suspend', 'acme'])).toEqual({ command: 'suspend', orgId: 'acme' });
    expect(parseOrgCommand(['resume', 'acme'])).toEqual({ command: 'resume', orgId: 'acme' });
    expect(parseOrgCommand(['export', 'acme'])).toEqual({
      command: 'export',
      orgId: 'acme',
      out: null,
    });
    expect(parseOrgCommand(['export', 'acme', '--out', '/tmp/acme.zip'])).toEqual({
      command: 'export',
      orgId: 'acme',
      out: '/tmp/acme.zip',
    });
  });

  it('needs exactly one organisation where one is named', () => {
    expect(usage(['suspend'])).toBe("suspend takes the organisation's id: suspend <org-id>");
    expect(usage(['resume', 'a', 'b'])).toBe("resume takes the organisation's id: resume <org-id>");
    expect(usage(['list', 'acme'])).toBe('list takes no argument besides its options');
    expect(usage(['export', '--out', 'x.zip'])).toBe(
      "export takes the organisation's id: export <org-id>",
    );
  });

  it('deletes only with the organisation named after --confirm', () => {
    expect(parseOrgCommand(['delete', '--confirm', 'acme'])).toEqual({
      command: 'delete',
      orgId: 'acme',
    });
    expect(usage(['delete', 'acme'])).toBe('delete takes no argument besides its options');
    expect(usage(['delete'])).toBe('delete: --confirm is required');
  });

  it('names an unknown command', () => {
    expect(usage(['remove', 'acme'])).toBe('unknown command "remove"');
  });
});
