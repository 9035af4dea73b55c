import { sql, type RawBuilder } from 'kysely';
import type { PmsReportQuery, ReportSection } from '../../../shared/api/pms-reports';
import type { ReadDb } from '../../db/org-reader';
import type { LoadedForm } from '../../forms/form-registry';
import type { AppraisalBand } from '../appraisal-bands';
import { APPRAISALS } from '../pms-records';

/** What every appraisal report reads: the organisation, the filters, the definition, its bands. */
export interface ReportContext {
  db: ReadDb;
  orgId: string;
  query: PmsReportQuery;
  form: LoadedForm;
  bands: AppraisalBand[];
}

/** One report: its sections, aggregated in the database. */
export type AppraisalReportBuilder = (context: ReportContext) => Promise<ReportSection[]>;

const NO_SITE = 'No site';

/** The band a score (%) falls in, as the definition's rule bands it; null without a score. */
const bandOf = (score: RawBuilder<unknown>, bands: AppraisalBand[]) =>
  sql`case ${sql.join(
    bands.map(({ band, min }) => sql`when ${score} >= ${min}::numeric then ${band}::text`),
    sql` `,
  )} end`;

/**
 * The organisation's live appraisals the filters pick, with what the reports group by: named
 * both here and by row-level security, and scored exactly (numeric).
 */
export const picked = ({ orgId, query, bands }: ReportContext) => sql`
  with scored as (
    select id, data,
      data -> 'employee' ->> 'label' as employee,
      data -> 'employee' ->> 'employeeNumber' as number,
      coalesce(data -> 'schedule' ->> 'label', '') as schedule,
      coalesce(data -> 'site' ->> 'label', ${NO_SITE}::text) as site,
      data ->> 'status' as status,
      (data ->> 'finalScore')::numeric as final,
      (data ->> 'calibratedScore')::numeric as calibrated,
      (data ->> 'resultScore')::numeric as result
    from records
    where org_id = ${orgId} and form_id = ${APPRAISALS} and deleted_at is null
      and (${query.schedule ?? null}::text is null or data -> 'schedule' ->> 'id' = ${query.schedule ?? null}::text)
      and (${query.site ?? null}::text is null or data -> 'site' ->> 'id' = ${query.site ?? null}::text)
  ),
  picked as materialized (
    select *, ${bandOf(sql`final`, bands)} as final_band, ${bandOf(sql`result`, bands)} as result_band
    from scored
  )`;
