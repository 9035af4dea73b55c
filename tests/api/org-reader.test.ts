import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { OrgReader, type ReadDb } from '../../src/server/db/org-reader';
import { describeOnEachDatabase } from './support/on-each-database';
import { queryRows } from './support/pg-client';

const orgsIn = async (db: ReadDb) =>
  (await sql<{ org_id: string }>`select distinct org_id from records`.execute(db)).rows.map(
    (row) => row.org_id,
  );

describeOnEachDatabase('organisation-scoped reads', (current) => {
  let reader: OrgReader | undefined;
  const open = (connections: number) => (reader = new OrgReader(current().appRole, connections));
  afterEach(async () => {
    await reader?.destroy();
    reader = undefined;
  });
  /** The session's state once it stops changing (within a second), as the server reports it. */
  const sessionStateSettles = async (pid: number | undefined) => {
    let state: string | undefined;
    for (let tries = 0; tries < 20; tries += 1) {
      const [row] = await queryRows<{ state: string }>(
        current().owner,
        'select state from pg_stat_activity where pid = $1',
        [pid],
      );
      state = row?.state;
      if (state === 'idle') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return state;
  };

  it('shows each read only its organisation while one connection moves between them', async () => {
    const single = open(1);
    const backends: number[] = [];
    for (const orgId of ['acme', 'icare', 'acme', 'acme', 'icare']) {
      const seen = await single.read(orgId, async (db) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
        backends.push(rows[0]?.pid ?? 0);
        return orgsIn(db);
      });
      expect(seen).toEqual([orgId]);
    }
    expect(new Set(backends).size).toBe(1);
  });

  it('reads in a read-only transaction with generic plans, which ends with the read', async () => {
    const single = open(1);
    const inside = await single.read('acme', async (db) => {
      const { rows } = await sql<{ org: string; readOnly: string; plans: string; pid: number }>`
        select current_setting('app.org_id') as org, current_setting('transaction_read_only') as "readOnly",
          current_setting('plan_cache_mode') as plans, pg_backend_pid() as pid
      `.execute(db);
      return rows[0];
    });
    expect(inside).toMatchObject({ org: 'acme', readOnly: 'on', plans: 'force_generic_plan' });
    // Committed (COMMIT is on the wire as the read returns, its answer not waited for): its
    // scope and settings are gone from the session, which a pooler may pass on.
    expect(await sessionStateSettles(inside?.pid)).toBe('idle');
  });

  it('opens and ends the transaction of a read that sends no query', async () => {
    const single = open(1);
    const pid = await single.read('icare', async (db) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      return rows[0]?.pid;
    });
    expect(await single.read('acme', async () => 'answered from memory')).toBe(
      'answered from memory',
    );
    expect(await sessionStateSettles(pid)).toBe('idle');
    expect(await single.read('acme', orgsIn)).toEqual(['acme']);
  });

  it('sends COMMIT with the one query of a one-query read, and refuses a second', async () => {
    const single = open(1);
    const pid = await single.read(
      'icare',
      async (db) => {
        const { rows } = await sql<{ org: string; pid: number }>`
          select current_setting('app.org_id') as org, pg_backend_pid() as pid
        `.execute(db);
        expect(rows[0]?.org).toBe('icare');
        return rows[0]?.pid;
      },
      { oneQuery: true },
    );
    expect(await sessionStateSettles(pid)).toBe('idle');
    await expect(
      single.read('acme', async (db) => [await orgsIn(db), await orgsIn(db)], { oneQuery: true }),
    ).rejects.toThrow('a one-query read sent a second query');
    expect(await single.read('acme', orgsIn, { oneQuery: true })).toEqual(['acme']);
  });

  it('keeps overlapping reads of different organisations apart', async () => {
    const shared = open(2);
    const orgIds = Array.from({ length: 40 }, (_, i) => (i % 3 ? 'acme' : 'icare'));
    const seen = await Promise.all(orgIds.map((orgId) => shared.read(orgId, orgsIn)));
    expect(seen).toEqual(orgIds.map((orgId) => [orgId]));
  });

  it('refuses to write', async () => {
    const single = open(1);
    await expect(
      single.read('acme', (db) => sql`update records set version = version + 1`.execute(db)),
    ).rejects.toThrow(/read-only transaction/);
    expect(await single.read('acme', orgsIn)).toEqual(['acme']);
  });

  it('closes a connection its read left in a broken state instead of reusing it', async () => {
    const single = open(1);
    await expect(
      single.read('acme', async (db) => {
        await sql`begin`.execute(db);
        await sql`select 1 / 0`.execute(db);
      }),
    ).rejects.toThrow(/division by zero/);
    expect(await single.read('icare', orgsIn)).toEqual(['icare']);
  });
});
