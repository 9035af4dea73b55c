/** The version this build was made from (spec section 9). */
export const APP_VERSION = '2.22.4';

/** True when `candidate` (e.g. "2.23.0") is a later dotted version than `current`. */
export function isNewerVersion(candidate: string, current: string): boolean {
  const a = candidate.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const b = current.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}
