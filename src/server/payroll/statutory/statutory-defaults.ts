import type {
  StatutoryTableData,
  StatutoryTableKind,
  StatutoryTableVersion,
} from '../../../shared/api/payroll-tables';

// The versions every organisation starts with, transcribed from ../shared/reference/ph-payroll.md
// (its section named in each source). Admins add later versions with their own valid-from date.

const brackets = (rows: [over: string, base: string, rate: string][]) =>
  rows.map(([over, base, rate]) => ({ over, base, rate }));

const dayRates = (first8: string, ot: string, unworked: string) => ({ first8, ot, unworked });

const RR_11_2018 = {
  rice_subsidy_monthly: '2000.00',
  uniform_annual: '6000.00',
  medical_cash_monthly: '250.00',
  laundry_monthly: '300.00',
  actual_medical_annual: '10000.00',
  achievement_award_annual: '10000.00',
  christmas_gift_annual: '5000.00',
  cba_productivity_annual: '10000.00',
};

function version<K extends StatutoryTableKind>(
  kind: K,
  validFrom: string,
  source: string,
  data: StatutoryTableData[K],
): StatutoryTableVersion<K> {
  return { kind, validFrom, source, data };
}

export const STATUTORY_DEFAULTS: StatutoryTableVersion[] = [
  version('sss', '2025-01-01', 'SSS Circular No. 2024-006 (ph-payroll.md §1)', {
    ee_rate: '0.05',
    er_rate: '0.10',
    msc_floor: '5000.00',
    msc_ceiling: '35000.00',
    msc_step: '500.00',
    regular_ss_cap: '20000.00',
    ec_threshold: '15000.00',
    ec_below: '10.00',
    ec_from: '30.00',
  }),
  version('philhealth', '2024-01-01', 'PhilHealth Circ. 2020-0005; Adv. 2025-0002 (§2)', {
    rate: '0.05',
    floor: '10000.00',
    ceiling: '100000.00',
  }),
  version('hdmf', '2024-02-01', 'HDMF Circular No. 460 (§3)', {
    low_salary_limit: '1500.00',
    ee_rate_low: '0.01',
    ee_rate: '0.02',
    er_rate: '0.02',
    max_fund_salary: '10000.00',
  }),
  version('withholding', '2023-01-01', 'RR 11-2018 Annex E, 2023 onwards; NIRC §24(A)(2)(a) (§4)', {
    daily: brackets([
      ['0.00', '0.00', '0'],
      ['685.00', '0.00', '0.15'],
      ['1096.00', '61.65', '0.20'],
      ['2192.00', '280.85', '0.25'],
      ['5479.00', '1102.60', '0.30'],
      ['21918.00', '6034.30', '0.35'],
    ]),
    weekly: brackets([
      ['0.00', '0.00', '0'],
      ['4808.00', '0.00', '0.15'],
      ['7692.00', '432.60', '0.20'],
      ['15385.00', '1971.20', '0.25'],
      ['38462.00', '7740.45', '0.30'],
      ['153846.00', '42355.65', '0.35'],
    ]),
    semi_monthly: brackets([
      ['0.00', '0.00', '0'],
      ['10417.00', '0.00', '0.15'],
      ['16667.00', '937.50', '0.20'],
      ['33333.00', '4270.70', '0.25'],
      ['83333.00', '16770.70', '0.30'],
      ['333333.00', '91770.70', '0.35'],
    ]),
    monthly: brackets([
      ['0.00', '0.00', '0'],
      ['20833.00', '0.00', '0.15'],
      ['33333.00', '1875.00', '0.20'],
      ['66667.00', '8541.80', '0.25'],
      ['166667.00', '33541.80', '0.30'],
      ['666667.00', '183541.80', '0.35'],
    ]),
    annual: brackets([
      ['0.00', '0.00', '0'],
      ['250000.00', '0.00', '0.15'],
      ['400000.00', '22500.00', '0.20'],
      ['800000.00', '102500.00', '0.25'],
      ['2000000.00', '402500.00', '0.30'],
      ['8000000.00', '2202500.00', '0.35'],
    ]),
  }),
  version('premium', '2018-01-01', 'Labor Code Arts. 86–94; DOLE LA 16-2024, 12-2025 (§5)', {
    day_types: {
      ordinary: dayRates('1.00', '1.25', '0'),
      special_working_day: dayRates('1.00', '1.25', '0'),
      rest_day: dayRates('1.30', '1.69', '0'),
      special_nonworking_day: dayRates('1.30', '1.69', '0'),
      special_nonworking_day_on_rest_day: dayRates('1.50', '1.95', '0'),
      regular_holiday: dayRates('2.00', '2.60', '1.00'),
      regular_holiday_on_rest_day: dayRates('2.60', '3.38', '1.00'),
      double_regular_holiday: dayRates('3.00', '3.90', '2.00'),
      double_regular_holiday_on_rest_day: dayRates('3.90', '5.07', '2.00'),
    },
    night_rate: '0.10',
  }),
  version('de_minimis', '2018-01-01', 'RR 11-2018 (§4.4)', {
    ceilings: RR_11_2018,
    monetized_vl_days: 10,
    benefits_exclusion: '90000.00',
  }),
  version('de_minimis', '2025-02-14', 'RR 4-2025 (§4.4)', {
    ceilings: { ...RR_11_2018, uniform_annual: '7000.00' },
    monetized_vl_days: 10,
    benefits_exclusion: '90000.00',
  }),
  version('de_minimis', '2026-01-06', 'RR 29-2025 (§4.4)', {
    ceilings: {
      rice_subsidy_monthly: '2500.00',
      uniform_annual: '8000.00',
      medical_cash_monthly: '333.00',
      laundry_monthly: '400.00',
      actual_medical_annual: '12000.00',
      achievement_award_annual: '12000.00',
      christmas_gift_annual: '6000.00',
      cba_productivity_annual: '12000.00',
    },
    monetized_vl_days: 12,
    benefits_exclusion: '90000.00',
  }),
  version('minimum_wage', '2024-07-17', 'Wage Order NCR-25 (§0)', {
    rates: [{ region: 'NCR', sector: 'Non-agriculture', daily: '645.00' }],
  }),
  version('minimum_wage', '2025-07-18', 'Wage Order NCR-26 (§0)', {
    rates: [{ region: 'NCR', sector: 'Non-agriculture', daily: '695.00' }],
  }),
];
