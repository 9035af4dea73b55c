import type { OrganizationSummary } from '../../../shared/api/tenancy';

/**
 * What still stands before deleting an organisation, or null when nothing does: the server
 * deletes only one that is suspended and was exported since, so the archive holds everything.
 */
export function deletionBlocker(org: OrganizationSummary): string | null {
  if (org.status !== 'suspended' || !org.suspendedAt) return 'Suspend it, then export it, first.';
  if (!org.exportedAt || Date.parse(org.exportedAt) < Date.parse(org.suspendedAt))
    return 'Export it first: deleting needs an export made since it was suspended.';
  return null;
}
