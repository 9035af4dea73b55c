import { describe, expect, it } from 'vitest';
import { tablesInForce } from '../../../../../src/server/payroll/engine/tables';
import { STATUTORY_DEFAULTS } from '../../../../../src/server/payroll/statutory/statutory-defaults';
import {
  yearFigures,
  type RegularYear,
  type SpecialYear,
} from '../../../../../src/server/payroll/year-end/year-figures';
import type { ErsEmployeeData } from '../../../../../src/shared/forms/record-types.generated';

const tables = tablesInForce(STATUTORY_DEFAULTS, '2026-12-31');
const employee: ErsEmployeeData = {
  employeeNumber: 'E-1',
  lastName: 'Santos',
  firstName: 'Ana',
  active: true,
  hireDate: '2026-03-01',
};
const regular: RegularYear = {
  payslips: 20,
  mwe: false,
  gross: '520000.00',
  taxable: '480000.00',
  withheld: '30000.00',
  contributions: '32000.00',
  nonTaxableAllowances: '8000.00',
  taxableAllowances: '6000.00',
  ot: '9000.00',
  nightDiff: '1000.00',
  holidayUnworked: '0.00',
  premiums: '4000.00',
  holidayPremiums: '3000.00',
  lastDailyRate: '',
  lastMonthlyBasic: '50000.00',
  lastFactor: '261',
};
const special: SpecialYear = {
  gross: '130000.00',
  benefitsExempt: '90000.00',
  benefitsTaxable: '35000.00',
  deMinimis: '5000.00',
  otherNonTaxable: '0.00',
  taxable: '35000.00',
  withheld: '7000.00',
};
const cents = (text: string) => Math.round(Number(text) * 100);

describe('a year’s figures as the 2316 reports them', () => {
  it('splits regular and special pay into the items, adds a previous employer and taxes the year', () => {
    const figures = yearFigures(
      {
        year: 2026,
        employee,
        regular,
        special,
        previous: {
          employee: { id: 'x', label: 'Santos, Ana', employeeNumber: 'E-1' },
          year: 2026,
          employerName: 'Northwind',
          employerTin: '123-456-789-000',
          periodFrom: '2026-01-01',
          periodTo: '2026-02-28',
          taxableBasic: 6_000_000,
          taxableOther: 0,
          nonTaxableBenefits: 0,
          deMinimis: 0,
          contributions: 0,
          taxWithheld: 500_000,
        },
      },
      tables,
    );
    const { items } = figures;
    expect(items).toMatchObject({
      '34': '90000.00',
      '35': '13000.00',
      '36': '32000.00',
      '38': '135000.00',
      '50': '9000.00',
      '51': '11000.00',
      '48': '35000.00',
      '39': '460000.00',
      '52': '515000.00',
      '21': '515000.00',
      '22': '60000.00',
      '23': '575000.00',
      // 22,500 + 20% × 175,000
      '24': '57500.00',
      '25A': '37000.00',
      '25B': '5000.00',
      '26': '42000.00',
    });
    // Gross is everything paid: the regular and the special payslips.
    expect(cents(items['19'])).toBe(cents(regular.gross) + cents(special.gross));
    expect(figures.adjustment).toBe('15500.00');
    expect(figures).toMatchObject({ periodFrom: '2026-03-01', periodTo: '2026-12-31', mwe: false });
    expect(figures.previousEmployer?.employerTin).toBe('123-456-789-000');
    expect(figures.smw).toBeNull();
  });

  it('reports a minimum wage earner’s exempt pay in items 29 to 32 and the rest as taxable', () => {
    const mwe: RegularYear = {
      ...regular,
      mwe: true,
      gross: '170000.00',
      taxable: '6000.00',
      contributions: '9000.00',
      nonTaxableAllowances: '0.00',
      ot: '4000.00',
      nightDiff: '1000.00',
      holidayUnworked: '2000.00',
      premiums: '3000.00',
      holidayPremiums: '1000.00',
      lastDailyRate: '645.00',
      lastMonthlyBasic: '',
      lastFactor: '313',
    };
    const {
      items,
      smw,
      mwe: flag,
    } = yearFigures({ year: 2026, employee, regular: mwe, previous: null }, tables);
    expect(flag).toBe(true);
    expect(items).toMatchObject({
      '30': '3000.00',
      '31': '4000.00',
      '32': '1000.00',
      '36': '9000.00',
      // 164,000 exempt − 3,000 − 4,000 − 1,000 − 9,000
      '29': '147000.00',
      '38': '164000.00',
      '39': '0.00',
      '51': '6000.00',
      '52': '6000.00',
      '19': '170000.00',
      '24': '0.00',
    });
    expect(smw).toEqual({
      perDay: '645.00',
      perMonth: '16823.75',
      perYear: '201885.00',
      factor: '313',
    });
  });
});
