const DAY_MS = 24 * 60 * 60 * 1000;

/** Sets a cookie for the whole site that expires after `days` days (spec section 9). */
export function setCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

/** The cookie's value, or null when it is missing or expired. */
export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      try {
        return decodeURIComponent(entry.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function deleteCookie(name: string): void {
  setCookie(name, '', -1);
}
