import type pg from 'pg';

export interface DbTarget {
  name: string;
  /** Owner (superuser) connection to the server; each test app gets its own database on it. */
  connection: pg.ClientConfig;
}
