import type { Kysely } from 'kysely';
import { addListedValues } from './20261204T0900-listed-employee-fields';

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * The employee master's and movements' position was free text; it now names an entry of the
 * organisation's Positions list (utility-position). The positions records hold become entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addListedValues(
    db,
    [{ field: 'position', list: 'utility-position' }],
    ['ers-employee', 'ers-movement'],
  );
}
