import type { StatutoryTableKind } from '../../../../shared/api/payroll-tables';
import type { StatutoryVersion } from '../api/payroll-requests';

export type VersionStatus = 'in-force' | 'upcoming' | 'superseded';

export const VERSION_STATUS_LABELS: Record<VersionStatus, { label: string; colour: string }> = {
  'in-force': { label: 'In force', colour: 'green' },
  upcoming: { label: 'Upcoming', colour: 'blue' },
  superseded: { label: 'Superseded', colour: 'gray' },
};

/**
 * One kind's versions newest first, each with its status on `today`: the latest one already
 * valid is in force, later ones are upcoming, earlier ones superseded.
 */
export function versionsOf(
  items: StatutoryVersion[],
  kind: StatutoryTableKind,
  today: string,
): { version: StatutoryVersion; status: VersionStatus }[] {
  const versions = items
    .filter((item) => item.kind === kind)
    .sort((a, b) => b.validFrom.localeCompare(a.validFrom));
  const inForce = versions.find((version) => version.validFrom <= today);
  return versions.map((version) => ({
    version,
    status:
      version === inForce ? 'in-force' : version.validFrom > today ? 'upcoming' : 'superseded',
  }));
}
