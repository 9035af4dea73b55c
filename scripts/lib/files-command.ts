import { FILE_STORES, type FileStoreKind } from '../../src/server/config';
import { asksForHelp, HELP, parsed, required, UsageError, type Help } from './command-line';

/** What `npm run files -- ...` was asked to do. */
export type FilesCommand =
  | { command: 'move'; to: FileStoreKind; orgId: string | null; batch: number }
  | { command: 'sweep'; orgId: string | null; olderThanMinutes: number };

export const USAGE = `Usage: npm run -s files -- <command>

  move --to <postgres|s3> [--org <org-id>] [--batch <files>]
      Moves the bytes of stored files into that store, one organisation at a time (every one
      unless --org), --batch files per transaction (default 20). Files already there stay
      where they are: run it again after an interruption and it goes on where it stopped.
  sweep [--org <org-id>] [--older-than <minutes>]
      Removes what the S3 bucket keeps that no file names (left by a write that failed, or by
      a move or a deletion that could not clean up) and is older than --older-than minutes
      (default 60: a write under way puts its bytes before its row commits).

FILE_STORE says where new files go; move the others with move. Settings come from the
environment as for the app (DATABASE_URL, DATA_DIR, S3_BUCKET, ...).`;

const ORG = { org: { type: 'string' } } as const;

/** A whole number of at least `least`, as an option gives it. */
function count(
  command: string,
  name: string,
  text: string | undefined,
  fallback: number,
  least: number,
) {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < least)
    throw new UsageError(`${command}: --${name} must be a whole number of at least ${least}`);
  return value;
}

/** Reads a command line (the words after `npm run files --`); throws UsageError when it is wrong. */
export function parseFilesCommand(argv: readonly string[]): FilesCommand | Help {
  const [command, ...args] = argv;
  if (asksForHelp(command)) return HELP;
  switch (command) {
    case 'move': {
      const options = { ...ORG, to: { type: 'string' }, batch: { type: 'string' } } as const;
      const { values } = parsed(command, args, options, 0);
      const to = FILE_STORES.find((store) => store === required(command, values, 'to'));
      if (!to) throw new UsageError(`move: --to must be ${FILE_STORES.join(' or ')}`);
      return {
        command,
        to,
        orgId: values.org ?? null,
        batch: count(command, 'batch', values.batch, 20, 1),
      };
    }
    case 'sweep': {
      const options = { ...ORG, 'older-than': { type: 'string' } } as const;
      const { values } = parsed(command, args, options, 0);
      return {
        command,
        orgId: values.org ?? null,
        olderThanMinutes: count(command, 'older-than', values['older-than'], 60, 0),
      };
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}
