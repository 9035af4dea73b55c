import type { StatutoryTables } from '../../../shared/api/payroll-tables';
import type {
  ErsEmployeeData,
  PayrollPreviousEmployerData,
} from '../../../shared/forms/record-types.generated';
import { dec, pesos, sum, ZERO, type Dec } from '../engine/decimal';
import { Trace } from '../engine/trace';
import { withholdingOf } from '../engine/withholding';
import { previousEmployerFigures } from './previous-employer-figures';

/** A year's released regular payslips of one employee, summed (money as text). */
export interface RegularYear {
  payslips: number;
  /** Paid as a minimum wage earner on any payslip of the year. */
  mwe: boolean;
  gross: string;
  taxable: string;
  withheld: string;
  contributions: string;
  nonTaxableAllowances: string;
  taxableAllowances: string;
  ot: string;
  nightDiff: string;
  holidayUnworked: string;
  /** Premium pay of every day type, and of the holidays and special days alone. */
  premiums: string;
  holidayPremiums: string;
  /** The rate of the year's last payslip ('' when absent): the SMW of a minimum wage earner. */
  lastDailyRate: string;
  lastMonthlyBasic: string;
  lastFactor: string;
}

/** A year's released special payslips (13th month, bonuses, last pay) of one employee, summed. */
export interface SpecialYear {
  gross: string;
  benefitsExempt: string;
  benefitsTaxable: string;
  deMinimis: string;
  otherNonTaxable: string;
  /** All of the payslips' taxable pay, the taxable benefits included. */
  taxable: string;
  withheld: string;
}

export interface YearSources {
  year: number;
  employee: ErsEmployeeData;
  regular?: RegularYear;
  special?: SpecialYear;
  previous: PayrollPreviousEmployerData | null;
}

const SUMMARY = ['19', '20', '21', '22', '23', '24', '25A', '25B', '26', '27', '28'] as const;
/** Items 29–37, whose total is item 38. */
const NON_TAXABLE = ['29', '30', '31', '32', '33', '34', '35', '36', '37'] as const;
/** Items 39–51, whose total is item 52. */
const TAXABLE = [
  '39',
  '40',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '50',
  '51',
] as const;

/** BIR 2316 (Sept 2021) Part IV items (ph-payroll.md §7). */
export const ITEMS_2316 = [...SUMMARY, ...NON_TAXABLE, '38', ...TAXABLE, '52'] as const;
export type Item2316 = (typeof ITEMS_2316)[number];

export interface YearFigures {
  year: number;
  employee: ErsEmployeeData;
  /** Schedule 2 of the alphalist, items 9–11 of the 2316. */
  mwe: boolean;
  periodFrom: string;
  periodTo: string;
  /** Statutory minimum wage of a minimum wage earner (items 9 and 10). */
  smw: { perDay: string; perMonth: string; perYear: string; factor: string } | null;
  previousEmployer: Pick<
    PayrollPreviousEmployerData,
    'employerName' | 'employerTin' | 'periodFrom' | 'periodTo'
  > | null;
  items: Record<Item2316, string>;
  /** Tax due − taxes withheld (item 24 − item 26): still to withhold, or over-withheld if < 0. */
  adjustment: string;
  trace: Trace['lines'];
}

const DEFAULT_FACTOR = '261';

/**
 * One employee's year as the BIR 2316 and the alphalist report it. Regular payslips: the
 * employee contributions are item 36, non-taxable allowances de minimis (35); a minimum wage
 * earner's exempt pay is split into holiday pay (30: unworked holidays and holiday and special-day
 * premiums), overtime (31), night differential (32) and the rest, the SMW (29); other taxable pay
 * is overtime (50), night differential, premiums and taxable allowances (51) and the rest, basic
 * salary net of contributions (39). Special payslips: benefits under the exclusion (34) and above
 * it (48), de minimis (35), other non-taxable (37), other taxable pay (51). A previous employer
 * adds its taxable pay (22) and tax withheld (25B). Tax due is the annual table on item 23.
 */
export function yearFigures(sources: YearSources, tables: StatutoryTables): YearFigures {
  const { year, employee, regular, special } = sources;
  const r = (pick: (row: RegularYear) => string) => dec(regular ? pick(regular) : undefined);
  const s = (pick: (row: SpecialYear) => string) => dec(special ? pick(special) : undefined);
  const mwe = regular?.mwe ?? employee.minimumWageEarner ?? false;
  const previous = previousEmployerFigures(sources.previous);

  const item: Partial<Record<Item2316, Dec>> = {};
  const regularNonTaxable = r((x) => x.gross).minus(r((x) => x.taxable));
  item['35'] = r((x) => x.nonTaxableAllowances).plus(s((x) => x.deMinimis));
  item['36'] = r((x) => x.contributions);
  if (mwe) {
    item['30'] = r((x) => x.holidayUnworked).plus(r((x) => x.holidayPremiums));
    item['31'] = r((x) => x.ot);
    item['32'] = r((x) => x.nightDiff);
    item['51'] = r((x) => x.taxable);
  } else {
    item['50'] = r((x) => x.ot);
    item['51'] = sum([
      r((x) => x.nightDiff),
      r((x) => x.premiums),
      r((x) => x.holidayUnworked),
      r((x) => x.taxableAllowances),
    ]);
    item['39'] = r((x) => x.taxable)
      .minus(item['50'])
      .minus(item['51']);
  }
  item['29'] = regularNonTaxable.minus(
    sum(
      [item['30'], item['31'], item['32'], r((x) => x.nonTaxableAllowances), item['36']].map(or0),
    ),
  );
  item['34'] = s((x) => x.benefitsExempt);
  item['37'] = s((x) => x.otherNonTaxable);
  item['48'] = s((x) => x.benefitsTaxable);
  item['51'] = or0(item['51']).plus(s((x) => x.taxable).minus(item['48']));
  item['38'] = sum(NON_TAXABLE.map((n) => or0(item[n])));
  item['52'] = sum(TAXABLE.map((n) => or0(item[n])));
  item['19'] = item['38'].plus(item['52']);
  item['20'] = item['38'];
  item['21'] = item['52'];
  item['22'] = previous.taxable;
  item['23'] = item['21'].plus(item['22']);
  const trace = new Trace();
  item['24'] = withholdingOf(item['23'], 'annual', tables, trace, 'annual_tax_due').tax;
  item['25A'] = r((x) => x.withheld).plus(s((x) => x.withheld));
  item['25B'] = previous.withheld;
  item['26'] = item['25A'].plus(item['25B']);
  item['28'] = item['26'];
  const adjustment = item['24'].minus(item['26']);
  trace.add('year_end_adjustment', 'tax due (item 24) − taxes withheld (item 26)', {
    tax_due: pesos(item['24']),
    withheld: pesos(item['26']),
    adjustment: pesos(adjustment),
  });

  return {
    year,
    employee,
    mwe,
    ...employmentPeriod(year, employee),
    smw: mwe && regular ? minimumWage(regular) : null,
    previousEmployer: sources.previous
      ? {
          employerName: sources.previous.employerName,
          employerTin: sources.previous.employerTin,
          periodFrom: sources.previous.periodFrom,
          periodTo: sources.previous.periodTo,
        }
      : null,
    items: Object.fromEntries(ITEMS_2316.map((n) => [n, pesos(or0(item[n]))])) as Record<
      Item2316,
      string
    >,
    adjustment: pesos(adjustment),
    trace: trace.lines,
  };
}

const or0 = (value: Dec | undefined): Dec => value ?? ZERO;

/** Item 2: the part of the year the employee was employed (hire and separation dates). */
function employmentPeriod(year: number, employee: ErsEmployeeData) {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const within = (date: string | undefined) => date !== undefined && date >= first && date <= last;
  return {
    periodFrom: within(employee.hireDate) ? employee.hireDate! : first,
    periodTo: within(employee.separationDate) ? employee.separationDate! : last,
  };
}

/** Items 9 and 10 from the year's last rate: daily × factor / 12 a month, or the reverse. */
function minimumWage(regular: RegularYear): NonNullable<YearFigures['smw']> {
  const factor = dec(regular.lastFactor || DEFAULT_FACTOR);
  const perDay = regular.lastDailyRate
    ? dec(regular.lastDailyRate)
    : dec(regular.lastMonthlyBasic).times(12).dividedBy(factor);
  const perYear = perDay.times(factor);
  return {
    perDay: pesos(perDay),
    perMonth: pesos(perYear.dividedBy(12)),
    perYear: pesos(perYear),
    factor: factor.toString(),
  };
}
