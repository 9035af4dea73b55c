import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../scripts/lib/command-line';
import { parseFilesCommand } from '../../../scripts/lib/files-command';

const usage = (argv: string[]) => {
  try {
    parseFilesCommand(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} was read as a command`);
};

describe('the files command line', () => {
  it('asks for help with no command or --help', () => {
    for (const argv of [[], ['help'], ['--help'], ['-h']])
      expect(parseFilesCommand(argv)).toEqual({ command: 'help' });
  });

  it('reads move: the store to move to, one organisation or all, files per transaction', () => {
    expect(parseFilesCommand(['move', '--to', 's3'])).toEqual({
      command: 'move',
      to: 's3',
      orgId: null,
      batch: 20,
    });
    expect(parseFilesCommand(['move', '--to=postgres', '--org', 'acme', '--batch', '5'])).toEqual({
      command: 'move',
      to: 'postgres',
      orgId: 'acme',
      batch: 5,
    });
  });

  it('refuses a move without a known store or with a batch that is no whole number', () => {
    expect(usage(['move'])).toBe('move: --to is required');
    expect(usage(['move', '--to', 'ftp'])).toBe('move: --to must be postgres or s3');
    expect(usage(['move', '--to', 's3', '--batch', '0'])).toBe(
      'move: --batch must be a whole number of at least 1',
    );
    expect(usage(['move', '--to', 's3', '--batch', '2.5'])).toBe(
      'move: --batch must be a whole number of at least 1',
    );
    expect(usage(['move', '--to', 's3', 'acme'])).toBe(
      'move takes no argument besides its options',
    );
  });

  it('reads sweep: an hour old by default, any age given in minutes', () => {
    expect(parseFilesCommand(['sweep'])).toEqual({
      command: 'sweep',
      orgId: null,
      olderThanMinutes: 60,
    });
    expect(parseFilesCommand(['sweep', '--org', 'acme', '--older-than', '0'])).toEqual({
      command: 'sweep',
      orgId: 'acme',
      olderThanMinutes: 0,
    });
    expect(usage(['sweep', '--older-than', '-5'])).toContain('--older-than');
    expect(usage(['sweep', '--to', 's3'])).toContain("Unknown option '--to'");
    expect(usage(['copy'])).toBe('unknown command "copy"');
  });
});
