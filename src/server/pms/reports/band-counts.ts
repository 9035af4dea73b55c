import { sql } from 'kysely';
import { picked, type ReportContext } from './report-context';

/** Rated appraisals in each band, best first, by the final score and by the result. */
export async function perBand(context: ReportContext) {
  const { bands } = context;
  const { rows } = await sql<{
    band: string;
    min: number;
    before: number;
    beforeShare: string | null;
    after: number;
    afterShare: string | null;
  }>`
    ${picked(context)},
    counted as (
      select band.name as band, band.min, band.at,
        (select count(*) from picked where final_band = band.name)::int as before,
        (select count(*) from picked where result_band = band.name)::int as after
      from unnest(${bands.map(({ band }) => band)}::text[], ${bands.map(({ min }) => min)}::int[])
        with ordinality as band(name, min, at)
    )
    select band, min, before, after,
      round(before * 100.0 / nullif(sum(before) over (), 0), 2)::text as "beforeShare",
      round(after * 100.0 / nullif(sum(after) over (), 0), 2)::text as "afterShare"
    from counted order by at
  `.execute(context.db);
  return rows;
}
