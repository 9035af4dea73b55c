import { ANNOUNCEMENT_FORM_ID } from '../../shared/api/announcements';
import { EMPLOYEE_FORM_ID } from '../../shared/api/employee-profile';
import type { RecordItem } from '../../shared/api/records';
import { openAnnouncement } from '../announcements/announcement-access';
import { permissionsOn } from '../applications/application-decisions';
import { findApplication } from '../approvals/applications.repository';
import type { Tx } from '../db/tenant';
import type { FormRegistry } from '../forms/form-registry';
import { foundOrNull } from '../http/app-error';
import { employeeFileVisible } from '../people/employee-file-access';
import type { Principal } from '../plugins/guard';
import { findRecord } from '../records/records.repository';
import { visibleRecordOrThrow } from '../records/visible-record';
import type { ReferenceChecks } from './file-access';

type ShownFile = (tx: Tx, who: Principal, record: RecordItem, fileId: string) => Promise<boolean>;

/** Records a module shows outside the engine's access, and to whom it shows their files. */
const SHOWN_BY_MODULES: Readonly<Record<string, ShownFile>> = {
  [ANNOUNCEMENT_FORM_ID]: async (tx, who, record) =>
    (await openAnnouncement(tx, who, record.id)) !== undefined,
  [EMPLOYEE_FORM_ID]: employeeFileVisible,
};

async function someOf(ids: readonly string[], test: (id: string) => Promise<boolean>) {
  for (const id of ids) if (await test(id)) return true;
  return false;
}

/**
 * Who reads a file through what names it, wired here once: a record by whoever the engine lets
 * read it (its access, one's own records, the approver it waits on) or the module that shows it
 * (an announcement to its audience; the employee master's photo on the chart, and one's own
 * record on the profile); an application by whoever sees it (its employee, its approvers,
 * timekeeping staff).
 */
export function referenceChecks(forms: FormRegistry): ReferenceChecks {
  const recordShowsFile = async (tx: Tx, who: Principal, fileId: string, recordId: string) => {
    if (await foundOrNull(visibleRecordOrThrow(tx, forms, who, recordId))) return true;
    const record = await findRecord(tx, who.orgId, recordId);
    const shown = record && SHOWN_BY_MODULES[record.formId];
    return shown ? shown(tx, who, record, fileId) : false;
  };
  return {
    record: (tx, who, fileId, ids) => someOf(ids, (id) => recordShowsFile(tx, who, fileId, id)),
    application: (tx, who, _fileId, ids) =>
      someOf(ids, async (id) => {
        const row = await findApplication(tx, who.orgId, id);
        return row !== undefined && (await permissionsOn(tx, who, row)).see;
      }),
  };
}
