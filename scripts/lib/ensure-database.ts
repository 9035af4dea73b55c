import pg from 'pg';

/** Creates the benchmark's database on its server when it is not there yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const admin = new pg.Client({ connectionString: databaseUrl.replace(url.pathname, '/postgres') });
  await admin.connect();
  const name = url.pathname.slice(1);
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount === 0) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
}
