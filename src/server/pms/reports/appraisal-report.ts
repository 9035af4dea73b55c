import { sql } from 'kysely';
import type { PmsReport, PmsReportQuery } from '../../../shared/api/pms-reports';
import type { ReadDb } from '../../db/org-reader';
import type { LoadedForm } from '../../forms/form-registry';
import { appraisalBands } from '../appraisal-bands';
import { APPRAISALS } from '../pms-records';
import { APPRAISAL_REPORTS } from './report-registry';

/** The schedules and sites the organisation's appraisals name: what the filters offer. */
async function choices(db: ReadDb, orgId: string) {
  const { rows } = await sql<{ kind: 'schedule' | 'site'; id: string; label: string }>`
    select distinct kind, ref ->> 'id' as id, ref ->> 'label' as label
    from records, lateral (values ('schedule', data -> 'schedule'), ('site', data -> 'site')) named(kind, ref)
    where org_id = ${orgId} and form_id = ${APPRAISALS} and deleted_at is null
      and ref ->> 'id' is not null
    order by kind, label, id
  `.execute(db);
  const of = (kind: 'schedule' | 'site') =>
    rows.filter((row) => row.kind === kind).map(({ id, label }) => ({ id, label }));
  return { schedules: of('schedule'), sites: of('site') };
}

/** One appraisal report of an organisation, aggregated in the database. */
export async function appraisalReport(
  db: ReadDb,
  orgId: string,
  form: LoadedForm,
  report: PmsReport,
  query: PmsReportQuery,
) {
  const context = { db, orgId, query, form, bands: appraisalBands(form.definition) };
  return {
    report,
    sections: await APPRAISAL_REPORTS[report](context),
    ...(await choices(db, orgId)),
  };
}
