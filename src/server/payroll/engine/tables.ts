import {
  STATUTORY_TABLE_KINDS,
  type StatutoryTableVersion,
  type StatutoryTables,
} from '../../../shared/api/payroll-tables';
import { PayrollInputError } from './payroll-input-error';

/** Which version of a table a trace names: "sss 2025-01-01". */
export const versionLabel = (version: StatutoryTableVersion): string =>
  `${version.kind} ${version.validFrom}`;

/**
 * The version of each table in force on `date` (YYYY-MM-DD): the latest one valid from that date
 * or before. A computation reads them once, so one payslip never mixes two versions of a table.
 */
export function tablesInForce(
  versions: readonly StatutoryTableVersion[],
  date: string,
): StatutoryTables {
  const chosen: Partial<Record<string, StatutoryTableVersion>> = {};
  for (const version of versions) {
    if (version.validFrom > date) continue;
    const current = chosen[version.kind];
    if (!current || current.validFrom < version.validFrom) chosen[version.kind] = version;
  }
  const missing = STATUTORY_TABLE_KINDS.filter((kind) => !chosen[kind]);
  if (missing.length > 0) {
    throw new PayrollInputError(
      '/asOf',
      `No ${missing.join(', ')} table is in force on ${date}: add a version valid from that date or earlier`,
    );
  }
  return chosen as StatutoryTables;
}
