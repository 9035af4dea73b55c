import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig, type Config } from '../../src/server/config';
import { AppError } from '../../src/server/http/app-error';

// What the operator's command lines (`npm run org`, `npm run files`) share: reading the words,
// and one meaning of the exit code.

/** A command line that asks for nothing this tool does: exit 2 with the message and the usage. */
export class UsageError extends Error {}

/** Progress and summaries go to stderr: stdout carries only what a script takes. */
export const say = (line: string) => console.error(line);

/** Refusals about what the command named: the operator fixes the command line. */
const REFUSALS = new Set(['validation_failed', 'conflict', 'not_found', 'bad_request']);

type Options = NonNullable<ParseArgsConfig['options']>;

/** The options and positionals of one command, refusing any other. */
export function parsed<O extends Options>(
  command: string,
  args: readonly string[],
  options: O,
  positionals: number,
) {
  let result;
  try {
    result = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${command}: ${(error as Error).message}`);
  }
  if (result.positionals.length !== positionals)
    throw new UsageError(
      positionals === 0
        ? `${command} takes no argument besides its options`
        : `${command} takes the organisation's id: ${command} <org-id>`,
    );
  return result;
}

export function required(command: string, values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw new UsageError(`${command}: --${name} is required`);
  return value;
}

/** What asking for the usage reads as. */
export interface Help {
  command: 'help';
}

export const HELP: Help = { command: 'help' };

/** The first word of a command line that asks for the usage (or none at all). */
export const asksForHelp = (word: string | undefined) =>
  word === undefined || ['help', '--help', '-h'].includes(word);

const isHelp = (command: { command: string }): command is Help => command.command === 'help';

/**
 * Runs a command line with the settings of the environment, as the app reads them. Exit 0 when
 * done, 2 when the command line or what it names is wrong (an AppError refusal), 1 on other
 * failures.
 */
export async function runCommandLine<C extends { command: string }>(
  argv: readonly string[],
  tool: {
    usage: string;
    /** Throws UsageError when the words ask for nothing the tool does. */
    parse: (argv: readonly string[]) => C | Help;
    run: (command: C, config: Config) => Promise<void>;
  },
): Promise<number> {
  let command: C | Help;
  try {
    command = tool.parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    say(`${error.message}\n\n${tool.usage}`);
    return 2;
  }
  if (isHelp(command)) {
    console.log(tool.usage);
    return 0;
  }
  try {
    await tool.run(command, loadConfig());
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof AppError) {
      say(`${command.command} refused: ${error.message}`);
      return error instanceof UsageError || REFUSALS.has(error.code) ? 2 : 1;
    }
    say(`${command.command} failed: ${(error as Error).stack ?? String(error)}`);
    return 1;
  }
}
