/** JSON values in localStorage. A failed read or parse yields null (spec section 3). */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    // Storage can be disabled (private mode, quota) or hold a corrupted value: both mean "nothing".
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage must not break the screen; the value just is not remembered.
  }
}

export function removeJson(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Same as writeJson: nothing to do when storage is unavailable.
  }
}
