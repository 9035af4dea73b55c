import type { YearEndInputs } from '../../../shared/api/payroll-calculator';
import type { StatutoryTableVersion } from '../../../shared/api/payroll-tables';
import type { Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import { PayrollInputError } from '../engine/payroll-input-error';
import { pesos, dec } from '../engine/decimal';
import { tablesInForce } from '../engine/tables';
import { mastersOf } from '../cutoffs/payroll-sources.repository';
import { previousEmployerFigures } from './previous-employer-figures';
import { previousEmployersOf } from './previous-employer.repository';
import { statutoryVersions } from '../statutory/statutory-tables.repository';
import { yearFigures, type YearFigures } from './year-figures';
import { regularYearOf, specialYearOf } from './year-sources.repository';

/**
 * The year's figures (2316 items) of these employees, or (`null`) of everyone paid in the year,
 * in alphabetical order: a few queries whatever their number. Employees without released pay in
 * the year are left out.
 */
export async function yearFiguresOf(
  tx: Tx,
  orgId: string,
  year: number,
  employees: readonly string[] | null,
): Promise<YearFigures[]> {
  const [regular, special, previous, versions] = await Promise.all([
    regularYearOf(tx, orgId, year, employees),
    specialYearOf(tx, orgId, year, employees),
    previousEmployersOf(tx, orgId, year, employees),
    statutoryVersions(tx, orgId),
  ]);
  const paid = [...new Set([...regular.keys(), ...special.keys()])];
  if (paid.length === 0) return [];
  const masters = await mastersOf(tx, orgId, paid);
  const tables = tablesOfYear(versions, year);
  return paid
    .filter((number) => masters.has(number))
    .map((number) =>
      yearFigures(
        {
          year,
          employee: masters.get(number)!,
          regular: regular.get(number),
          special: special.get(number),
          previous: previous.get(number) ?? null,
        },
        tables,
      ),
    )
    .sort(
      (a, b) =>
        a.employee.lastName.localeCompare(b.employee.lastName) ||
        a.employee.firstName.localeCompare(b.employee.firstName) ||
        a.employee.employeeNumber.localeCompare(b.employee.employeeNumber),
    );
}

/** The tables in force at the year's end; without them the year cannot be taxed (409). */
function tablesOfYear(versions: StatutoryTableVersion[], year: number) {
  try {
    return tablesInForce(versions, `${year}-12-31`);
  } catch (error) {
    if (error instanceof PayrollInputError) throw new AppError('conflict', error.message);
    throw error;
  }
}

/**
 * What the year's last cut-off adjusts the withholding against, per member (ph-payroll.md
 * §4.3): the taxable pay and tax withheld of the year's released regular and special payslips,
 * and of a previous employer. Three queries for all the members.
 */
export async function yearEndInputsOf(
  tx: Tx,
  orgId: string,
  year: number,
  members: readonly string[],
): Promise<Map<string, YearEndInputs>> {
  const [regular, special, previous] = await Promise.all([
    regularYearOf(tx, orgId, year, members),
    specialYearOf(tx, orgId, year, members),
    previousEmployersOf(tx, orgId, year, members),
  ]);
  return new Map(
    members.map((number) => {
      const r = regular.get(number);
      const s = special.get(number);
      const before = previousEmployerFigures(previous.get(number) ?? null);
      return [
        number,
        {
          taxable_to_date: pesos(dec(r?.taxable).plus(dec(s?.taxable))),
          withheld_to_date: pesos(dec(r?.withheld).plus(dec(s?.withheld))),
          previous_employer_taxable: pesos(before.taxable),
          previous_employer_withheld: pesos(before.withheld),
        },
      ];
    }),
  );
}
