import type { CreateOrganizationRequest } from '../../src/shared/api/tenancy';
import { asksForHelp, HELP, parsed, required, UsageError, type Help } from './command-line';

/** What `npm run org -- ...` was asked to do. */
export type OrgCommand =
  | { command: 'create'; request: CreateOrganizationRequest }
  | { command: 'list' }
  | { command: 'suspend' | 'resume'; orgId: string }
  | { command: 'export'; orgId: string; out: string | null }
  | { command: 'delete'; orgId: string }
  | { command: 'add-operator'; email: string; name: string }
  | { command: 'remove-operator'; email: string };

export const USAGE = `Usage: npm run -s org -- <command>

  create --id <org-id> --name "<trade name>" --admin-email <e-mail>
         [--registered-name "<name>"] [--admin-name "First Last"] [--admin-username <name>]
      Starts an organisation with its reference lists and statutory tables, and mails its
      first administrator a link to choose a password. Prints that link.
  list
      Every organisation: id, trade name, status, created, people and accounts.
  suspend <org-id>
      Nobody of it signs in any more; every session ends at once.
  resume <org-id>
      Lifts a suspension.
  export <org-id> [--out <file.zip>]
      Every table row and file of it in one ZIP (default ./<org-id>-export-<time>.zip).
  delete --confirm <org-id>
      Deletes it and everything of it. Suspend and export it first.
  add-operator --email <e-mail> [--name "First Last"]
      Adds a platform operator, who signs in to the platform console at /platform with the
      generated password printed once.
  remove-operator --email <e-mail>
      Disables a platform operator; their console sessions end at once.

Settings come from the environment as for the app (DATABASE_URL, DATA_DIR, PUBLIC_URL, ...).`;

const CREATE_OPTIONS = {
  id: { type: 'string' },
  name: { type: 'string' },
  'admin-email': { type: 'string' },
  'registered-name': { type: 'string' },
  'admin-name': { type: 'string' },
  'admin-username': { type: 'string' },
} as const;

/** Reads a command line (the words after `npm run org --`); throws UsageError when it is wrong. */
export function parseOrgCommand(argv: readonly string[]): OrgCommand | Help {
  const [command, ...args] = argv;
  if (asksForHelp(command)) return HELP;
  switch (command) {
    case 'create': {
      const { values } = parsed(command, args, CREATE_OPTIONS, 0);
      // Options left out stay out: the request names only what was given.
      const given = Object.entries({
        registeredName: values['registered-name'],
        adminName: values['admin-name'],
        adminUsername: values['admin-username'],
      }).filter(([, value]) => value !== undefined);
      return {
        command,
        request: {
          orgId: required(command, values, 'id'),
          tradeName: required(command, values, 'name'),
          adminEmail: required(command, values, 'admin-email'),
          ...Object.fromEntries(given),
        },
      };
    }
    case 'list':
      parsed(command, args, {}, 0);
      return { command };
    case 'suspend':
    case 'resume':
      return { command, orgId: parsed(command, args, {}, 1).positionals[0]! };
    case 'export': {
      const { values, positionals } = parsed(command, args, { out: { type: 'string' } }, 1);
      return { command, orgId: positionals[0]!, out: values.out ?? null };
    }
    case 'delete': {
      const { values } = parsed(command, args, { confirm: { type: 'string' } }, 0);
      return { command, orgId: required(command, values, 'confirm') };
    }
    case 'add-operator': {
      const options = { email: { type: 'string' }, name: { type: 'string' } } as const;
      const { values } = parsed(command, args, options, 0);
      const email = required(command, values, 'email');
      return { command, email, name: values.name ?? email };
    }
    case 'remove-operator': {
      const { values } = parsed(command, args, { email: { type: 'string' } }, 0);
      return { command, email: required(command, values, 'email') };
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}
