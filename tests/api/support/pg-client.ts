import pg from 'pg';

/** Runs `work` on a connection of its own with these settings, closed afterwards. */
export async function withClient<T>(
  settings: pg.ClientConfig,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client(settings);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The rows of one query on a connection of its own. */
export const queryRows = <T extends pg.QueryResultRow>(
  settings: pg.ClientConfig,
  text: string,
  values: unknown[] = [],
): Promise<T[]> =>
  withClient(settings, async (client) => (await client.query<T>(text, values)).rows);
