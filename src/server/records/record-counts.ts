import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import { EVERY_KEY } from '../db/change-feed';
import type { Database } from '../db/database';
import { ReadThroughCache } from '../db/read-through-cache';
import type { OrgRead, ReadDb } from '../db/org-reader';

export interface Counted {
  total: number;
  totalIsEstimate: boolean;
}

/** Counted exactly up to this many; past it the planner's estimate keeps large lists cheap. */
const EXACT_COUNT_CAP = 1000;

async function countMatches(db: ReadDb, where: RawBuilder<unknown>): Promise<Counted> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (select 1 from records where ${where} limit ${EXACT_COUNT_CAP + 1}) capped
  `.execute(db);
  const exact = rows[0]?.n ?? 0;
  if (exact <= EXACT_COUNT_CAP) return { total: exact, totalIsEstimate: false };
  const plan = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`
    explain (format json) select 1 from records where ${where}
  `.execute(db);
  const estimate = Math.round(plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? exact);
  return { total: Math.max(estimate, exact), totalIsEstimate: true };
}

/**
 * Totals of list queries, per form, remembered for a few seconds: everyone opening the same
 * list shares one count. A committed write to a form forgets that form's totals, so whoever
 * saved sees the new total on the next page load, on whichever instance.
 */
export class RecordCounts {
  readonly #byForm = new Map<string, ReadThroughCache<Counted>>();
  /** Compiles a query's conditions into the key of its total (it queries nothing). */
  readonly #compiler: Kysely<Database>;

  constructor(compiler: Kysely<Database>) {
    this.#compiler = compiler;
  }

  /** The query's total, shared, or counted in a read of its own when not known. */
  async total(formId: string, where: RawBuilder<unknown>, read: OrgRead): Promise<Counted> {
    let cache = this.#byForm.get(formId);
    if (!cache) {
      cache = new ReadThroughCache({ ttlMs: 10_000, max: 1_000 });
      this.#byForm.set(formId, cache);
    }
    const { sql: text, parameters } = where.compile(this.#compiler);
    const key = `${text}\u0000${JSON.stringify(parameters)}`;
    return (await cache.get(key, () => read((db) => countMatches(db, where)))) as Counted;
  }

  /** Forgets a form's totals (EVERY_KEY: every form's). */
  formChanged(formId: string): void {
    if (formId === EVERY_KEY) for (const cache of this.#byForm.values()) cache.invalidate();
    else this.#byForm.get(formId)?.invalidate();
  }
}
