import { execFile } from 'node:child_process';
import type pg from 'pg';

/** How an operator's command ended: its exit code and what it printed. */
export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The owner's URL as an operator writes it, a Unix socket's directory as libpq names one. */
export function databaseUrlOf({
  host = 'localhost',
  port = 5432,
  user = 'postgres',
  database,
}: pg.ClientConfig): string {
  return host.startsWith('/')
    ? `postgresql://${user}@localhost/${database}?host=${encodeURIComponent(host)}&port=${port}`
    : `postgresql://${user}@${host}:${port}/${database}`;
}

/** Runs one of the operator's scripts (`scripts/org.ts`...) as its own process, as `npm run` does. */
export function runScript(
  script: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
