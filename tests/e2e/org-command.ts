import { execFile } from 'node:child_process';

/**
 * `npm run org -- ...` beside the running app, as the operator runs it: the same data directory
 * (the suite's, unless named), whose embedded PostgreSQL the command joins. Resolves with what
 * it printed on stdout.
 */
export function org(baseURL: string, ...args: string[]): Promise<string> {
  return orgIn('.e2e-data', baseURL, ...args);
}

/** The same beside an app of the spec's own, on its data directory. */
export function orgIn(dataDir: string, baseURL: string, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/org.ts', ...args],
      { env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: baseURL, DATABASE_URL: '' } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`org ${args.join(' ')}: ${stderr}`)) : resolve(stdout.trim()),
    );
  });
}
