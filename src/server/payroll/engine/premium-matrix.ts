import { PAY_DAY_TYPES, type StatutoryTables } from '../../../shared/api/payroll-tables';
import { dec, pesos, type Dec } from './decimal';
import { versionLabel } from './tables';
import type { Trace } from './trace';

/** A multiplier written with at least `places` decimals, more when it has them: "1.25", "1.8590". */
const multiplier = (value: Dec, places: number) =>
  value.toFixed(Math.max(places, value.decimalPlaces()));

/** What one hour and one day pay on each day type at an hourly rate (ph-payroll.md §5, EX06). */
export function premiumMatrix(hourly: Dec, tables: StatutoryTables, trace: Trace) {
  const { day_types, night_rate } = tables.premium.data;
  const night = dec(night_rate);
  const nightFactor = night.plus(1);
  const rows = Object.fromEntries(
    PAY_DAY_TYPES.map((type) => {
      const first8 = dec(day_types[type].first8);
      const ot = dec(day_types[type].ot);
      return [
        type,
        {
          first8_multiplier: multiplier(first8, 2),
          ot_multiplier: multiplier(ot, 2),
          pay_8_regular_hours: pesos(hourly.times(first8).times(8)),
          pay_1_ot_hour: pesos(hourly.times(ot)),
          nd_premium_per_regular_hour: pesos(hourly.times(first8).times(night)),
          nd_premium_per_ot_hour: pesos(hourly.times(ot).times(night)),
          total_rate_regular_night_hour: multiplier(first8.times(nightFactor), 4),
          total_rate_ot_night_hour: multiplier(ot.times(nightFactor), 4),
        },
      ];
    }),
  );
  trace.add(
    'premium_matrix',
    'pay = hourly × multiplier × hours; night add-on = hourly × multiplier × night rate; night hour = multiplier × (1 + night rate)',
    { table: versionLabel(tables.premium), hourly_rate: pesos(hourly), night_rate },
  );
  return rows;
}
