import type { PlatformActivity } from '../../../shared/api/platform-console';

type Entry = PlatformActivity['items'][number];

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? value : '';

/** What each recorded action says, with what its detail adds; unknown ones show their code. */
const ACTIONS: Record<string, (detail: Entry['detail']) => string> = {
  'organization-created': (detail) =>
    `Created "${text(detail.tradeName)}", administrator ${text(detail.adminEmail)}`,
  'organization-suspended': () => 'Suspended',
  'organization-resumed': () => 'Resumed',
  'organization-exported': (detail) =>
    `Exported ${text(detail.rows)} rows and ${text(detail.files)} files`,
  'organization-deleted': (detail) => `Deleted "${text(detail.tradeName)}"`,
  'operator-signed-in': () => 'Signed in to the console',
  'operator-added': (detail) => `Added operator ${text(detail.email)}`,
  'operator-removed': (detail) => `Removed operator ${text(detail.email)}`,
};

export const describeActivity = (entry: Entry): string =>
  ACTIONS[entry.action]?.(entry.detail) ?? entry.action;

/** "operator:<e-mail>" acted in the console, "cli:<login>" at the command line. */
export function actorOf(operator: string): string {
  const [kind, ...rest] = operator.split(':');
  const name = rest.join(':');
  if (kind === 'operator' && name) return name;
  if (kind === 'cli' && name) return `${name} (command line)`;
  return operator;
}
