import { readJson, removeJson, writeJson } from '../../lib/local-json';

/** What an authorized kiosk browser remembers: its token (the credential) and its name. */
export interface StoredKiosk {
  kioskId: string;
  name: string;
  token: string;
}

const keyOf = (orgId: string) => `hcm.kiosk.${orgId}`;

function isStoredKiosk(value: unknown): value is StoredKiosk {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredKiosk>;
  return (
    typeof candidate.kioskId === 'string' &&
    typeof candidate.name === 'string' &&
    typeof candidate.token === 'string'
  );
}

/** The kiosk token kept in this browser's localStorage, one per organisation. */
export const kioskStorage = {
  get: (orgId: string): StoredKiosk | null => readJson(keyOf(orgId), isStoredKiosk),
  set: (orgId: string, kiosk: StoredKiosk): void => writeJson(keyOf(orgId), kiosk),
  remove: (orgId: string): void => removeJson(keyOf(orgId)),
};
