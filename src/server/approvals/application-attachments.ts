import type { FiledDetails } from '../../shared/api/application-details';
import type { FieldError } from '../../shared/api/errors';
import type { Tx } from '../db/tenant';
import { attachmentProblem, existingFiles } from '../files/files.repository';
import type { Principal } from '../plugins/guard';

/** The files an application's details attach (a leave's, a time correction's), by id. */
export const attachedFileIds = (details: FiledDetails['details']): string[] =>
  'attachments' in details ? (details.attachments ?? []).map((file) => file.id) : [];

/**
 * The attachments the filer may not attach, each at its path: they must be files of the
 * organisation the filer uploaded (`attachmentProblem`), since the application's approvers
 * read them.
 */
export async function attachmentErrors(
  tx: Tx,
  who: Principal,
  details: FiledDetails['details'],
): Promise<FieldError[]> {
  const ids = attachedFileIds(details);
  const stored = await existingFiles(tx, who.orgId, ids);
  return ids.flatMap((id, index) => {
    const problem = attachmentProblem('Attachment', stored.get(id), {
      savedBy: who.username,
      kept: false,
    });
    return problem ? [{ path: `/details/attachments/${index}`, message: problem }] : [];
  });
}
