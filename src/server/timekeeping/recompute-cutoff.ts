import { availableParallelism } from 'node:os';
import type { Kysely } from 'kysely';
import { WORK_UTC_OFFSET_MINUTES } from '../../shared/constants';
import { lockBusinessKeys } from '../db/business-lock';
import type { Database } from '../db/database';
import { withOrg, type Tx } from '../db/tenant';
import type { LocalMinute } from './dtr/dtr-types';
import { insertDtrBatches, storedDigests } from './dtr.repository';
import { movementStepsOf } from '../people/movements/movement-records';
import { punchesOfEmployees } from './punches.repository';
import { contextOf, nowAsOf } from './recompute-dtr';
import { runInWorker } from '../workers/worker-pool';
import { changedDtrOf, type EmployeesDtrInput } from './dtr-days-of';
import {
  activeScheduleTemplates,
  approvedOfEmployees,
  holidaysBetween,
  rostersBetween,
} from './timekeeping-sources.repository';
import { employeeNumbersOf, employeesOf } from '../directory/directory.repository';

/**
 * Employees per transaction: a few thousand rows read and written per round trip. 1,000 was
 * no faster and held ~300 MiB more at peak, with a chunk in each thread and one more in flight.
 */
const CHUNK_SIZE = 500;
/**
 * Chunks under way at once: one computing in each of the worker pool's threads (a thread a
 * core) and one more being read or stored by PostgreSQL meanwhile.
 */
const CONCURRENCY = availableParallelism() + 1;

/**
 * Fewer employees than this are computed in this thread (~0.6 ms each): a thread's hop, or its
 * start when the pool is idle, would cost more than their rules (an import touching a few).
 */
const IN_THREAD_BELOW = 50;

export interface CutoffRecomputed {
  /** Employees whose time records were recomputed. */
  employees: number;
  /** Daily time records stored. */
  days: number;
  /** Employee numbers asked for that have no master record: nothing is stored for them. */
  missing: string[];
}

/**
 * Recomputes and stores the daily time records of `employeeNumbers` on `[from, to]` in `tx`,
 * reading their inputs in a few set-based queries and computing each employee with the same
 * rules as `recomputeDtr`, under the same per-employee locks, so a punch or a one-employee
 * recompute meanwhile is neither lost nor a conflict. Returns how many employees had a master
 * record and the days stored.
 */
export async function recomputeEmployees(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  from: string,
  to: string,
  asOf: LocalMinute,
): Promise<{ employees: number; days: number }> {
  await lockBusinessKeys(tx, orgId, 'dtr', employeeNumbers);
  const context = contextOf(from, to);
  const [employees, templates, holidays, rosters, approved, punches, movements, stored] =
    await Promise.all([
      employeesOf(tx, orgId, employeeNumbers),
      activeScheduleTemplates(tx, orgId),
      holidaysBetween(tx, orgId, context.from, context.to),
      rostersBetween(tx, orgId, context.from, context.to),
      approvedOfEmployees(tx, orgId, employeeNumbers, context.from, context.to),
      punchesOfEmployees(
        tx,
        orgId,
        employeeNumbers,
        context.start,
        context.end,
        WORK_UTC_OFFSET_MINUTES,
      ),
      movementStepsOf(tx, orgId, employeeNumbers),
      storedDigests(tx, orgId, employeeNumbers, from, to),
    ]);
  const input: EmployeesDtrInput = {
    orgId,
    from,
    to,
    context: { from: context.from, to: context.to },
    asOf,
    employees,
    templates,
    holidays,
    rosters,
    approved,
    punches,
    movements,
    stored,
  };
  const { days, batches } =
    employees.length < IN_THREAD_BELOW
      ? changedDtrOf(input)
      : await runInWorker('changedDtrOf', input);
  await insertDtrBatches(tx, batches);
  return { employees: employees.length, days };
}

/**
 * Recomputes a cut-off for every employee with a master record (or those of `employeeNumbers`),
 * a chunk of employees per transaction: a failure leaves each chunk either wholly recomputed
 * or as it was. Each chunk's rules run in a worker thread (`runInWorker`; a chunk of a few
 * employees in this one), a chunk a core at a time, while PostgreSQL reads or writes another.
 * One "now" serves the whole run.
 */
export async function recomputeCutoff(
  db: Kysely<Database>,
  orgId: string,
  from: string,
  to: string,
  options: { employeeNumbers?: readonly string[]; chunkSize?: number; concurrency?: number } = {},
): Promise<CutoffRecomputed> {
  const { employeeNumbers, chunkSize = CHUNK_SIZE, concurrency = CONCURRENCY } = options;
  const numbers = await withOrg(db, orgId, (tx) => employeeNumbersOf(tx, orgId, employeeNumbers));
  const found = new Set(numbers);
  const missing = [...new Set(employeeNumbers)].filter((number) => !found.has(number));
  const asOf = nowAsOf();
  const chunks: string[][] = [];
  for (let start = 0; start < numbers.length; start += chunkSize)
    chunks.push(numbers.slice(start, start + chunkSize));
  const total = { employees: 0, days: 0, missing };
  let failed = false;
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk && !failed; chunk = chunks.shift()) {
      const employees = chunk;
      const done = await withOrg(db, orgId, (tx) =>
        recomputeEmployees(tx, orgId, employees, from, to, asOf),
      ).catch((error: unknown) => {
        failed = true;
        throw error;
      });
      total.employees += done.employees;
      total.days += done.days;
    }
  };
  const workers = await Promise.allSettled(Array.from({ length: concurrency }, worker));
  const failure = workers.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return total;
}
