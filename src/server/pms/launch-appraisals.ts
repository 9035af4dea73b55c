import type {
  PmsAppraisalData,
  PmsAppraisalScheduleData,
  PmsAppraisalTemplateData,
  PmsEmployeeData,
} from '../../shared/forms/record-types.generated';
import { AppError } from '../http/app-error';
import { findLiveRecord, markRecord } from '../records/approvals/mark-record';
import type { RecordSave } from '../records/record-save';
import type { RecordItem } from '../../shared/api/records';
import { saveRecordCreate } from '../records/record-update';
import { recordLabel } from '../records/record-writes';
import { APPRAISALS, ROSTER, SCHEDULES, TEMPLATES, recordsNaming } from './pms-records';

type Schedule = RecordItem & { data: PmsAppraisalScheduleData };

/** An appraisal's goals as its template sets them: KPIs and competencies, unrated. */
function goalsOf(template: PmsAppraisalTemplateData) {
  return {
    kpiShare: template.kpiShare,
    kpis: template.kpis.map(({ name, target, weight }) => ({
      name,
      weight,
      ...(target ? { target } : {}),
    })),
    competencies: (template.competencies ?? []).map(({ name, weight }) => ({ name, weight })),
  };
}

/**
 * A launched schedule opens an appraisal for each active entry of the performance roster it
 * covers (its company and site, when it names them), from its template or else the entry's
 * own, through the appraisal's own checks and history. An employee who already has one for
 * the schedule keeps it; an entry with no template to use stops the launch, named.
 */
export async function launchAppraisals(save: RecordSave, schedule: Schedule): Promise<void> {
  const { data } = schedule;
  const appraisals = save.forms.get(APPRAISALS);
  const roster = save.forms.get(ROSTER);
  const schedules = save.forms.get(SCHEDULES);
  if (!appraisals || !roster || !schedules) throw new Error('The PMS definitions are missing');
  const entries = (
    await recordsNaming(save, ROSTER, { company: data.company?.id, site: data.site?.id })
  ).filter((entry) => (entry.data as PmsEmployeeData).active);
  const opened = new Set(
    (await recordsNaming(save, APPRAISALS, { schedule: schedule.id })).map(
      (appraisal) => (appraisal.data as PmsAppraisalData).employee.id,
    ),
  );
  const untemplated = entries.filter(
    (entry) => !data.template && !(entry.data as PmsEmployeeData).template,
  );
  if (untemplated.length > 0)
    throw new AppError(
      'validation_failed',
      `Choose a template for the schedule, or give these employees one in the performance roster: ${untemplated
        .slice(0, 5)
        .map((entry) => (entry.data as PmsEmployeeData).employee.label)
        .join('; ')}${untemplated.length > 5 ? '; ...' : ''}.`,
      { fields: [{ path: '/template', message: 'Template is required to launch this schedule' }] },
    );
  const cache = new Map<string, PmsAppraisalTemplateData>();
  let launched = opened.size;
  for (const { data: entry } of entries as (RecordItem & { data: PmsEmployeeData })[]) {
    if (opened.has(entry.employee.id)) continue;
    const templateRef = data.template ?? entry.template;
    if (!templateRef) continue;
    let template = cache.get(templateRef.id);
    if (!template) {
      const found = await findLiveRecord(save.tx, save.orgId, TEMPLATES, templateRef.id);
      if (!found)
        throw new AppError('validation_failed', `The template ${templateRef.label} is gone.`, {
          fields: [{ path: '/template', message: 'Template must be a live template' }],
        });
      template = found.data as PmsAppraisalTemplateData;
      cache.set(templateRef.id, template);
    }
    await saveRecordCreate(save, save.forms, appraisals, {
      employee: entry.employee,
      schedule: { id: schedule.id, label: recordLabel(schedules, data) },
      template: templateRef,
      ...(entry.company ? { company: entry.company } : {}),
      ...(entry.site ? { site: entry.site } : {}),
      ...(entry.rater ? { rater: entry.rater } : {}),
      periodStart: data.periodStart,
      periodEnd: data.periodEnd,
      ...goalsOf(template),
    });
    launched += 1;
  }
  await markRecord(save, schedule, { launched });
}
