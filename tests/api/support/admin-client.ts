import pg from 'pg';

/** Runs `work` as the owner on the server's maintenance database (`postgres`) of `connection`. */
export async function withAdmin<T>(
  connection: pg.ClientConfig,
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ ...connection, database: 'postgres' });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Drops `database`, ending the sessions still on it. */
export const dropDatabase = (admin: pg.Client, database: string) =>
  admin.query(`drop database if exists ${pg.escapeIdentifier(database)} with (force)`);
