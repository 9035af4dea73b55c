import { APPROVAL_PAGES, type ApprovalPage } from '../../../shared/approval-pages';
import { flagSchemaAt, type FlagChange, type FlagSchema } from '../../../shared/org-flag-paths';
import { ENVIRONMENTS, type OrgFlags } from '../../../shared/org-flags';

/** A switch kept for each deployment on its own (hideReleaseBtn): develop, release, prod. */
export const isPerEnvironment = (schema: FlagSchema | undefined) =>
  Object.keys(schema?.properties ?? {}).join() === ENVIRONMENTS.join();

/** A copy of `flags` with the switch at `path` (`punchAlteration.hidden`) set to `value`. */
export function withFlag(flags: OrgFlags, path: string, value: unknown): OrgFlags {
  const next = structuredClone(flags) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  const parent = keys
    .slice(0, -1)
    .reduce((node, key) => node[key] as Record<string, unknown>, next);
  parent[keys.at(-1) as string] = value;
  return next as unknown as OrgFlags;
}

/** "Enabled", "on", "Leave, Overtime": a switch's value as the screen says it. */
export function flagValueText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (Array.isArray(value))
    return value.length === 0
      ? 'none'
      : value.map((page) => APPROVAL_PAGES[page as ApprovalPage] ?? String(page)).join(', ');
  const text = String(value);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A switch's name; one kept per deployment says which (`Hide the ... button (Prod)`). */
export function flagLabel(path: string): string {
  const own = flagSchemaAt(path)?.title ?? path;
  const parent = path.includes('.') ? flagSchemaAt(path.slice(0, path.lastIndexOf('.'))) : null;
  return isPerEnvironment(parent ?? undefined) ? `${parent?.title} (${own})` : own;
}

/** "Approval pages: removed Holiday" or "Web bundy: off → on". */
export function describeFlagChange({ path, before, after }: FlagChange): string {
  if (Array.isArray(before) && Array.isArray(after)) {
    const added = after.filter((page) => !before.includes(page));
    const removed = before.filter((page) => !after.includes(page));
    const parts = [
      ...(added.length ? [`added ${flagValueText(added)}`] : []),
      ...(removed.length ? [`removed ${flagValueText(removed)}`] : []),
    ];
    return `${flagLabel(path)}: ${parts.join('; ')}`;
  }
  return `${flagLabel(path)}: ${flagValueText(before)} → ${flagValueText(after)}`;
}
