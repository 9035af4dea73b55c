import { getCookie, setCookie } from './cookies';

const LAST_ORG_COOKIE = 'hcm_last_org';
const LAST_ORG_DAYS = 30;

/** The organisation last signed into on this browser, remembered for 30 days. */
export const lastOrg = {
  get: (): string | null => getCookie(LAST_ORG_COOKIE),
  set: (orgId: string): void => setCookie(LAST_ORG_COOKIE, orgId, LAST_ORG_DAYS),
};

/** Where to send someone who needs to sign in: their organisation's login page when known. */
export function loginPath(orgId?: string | null): string {
  const org = orgId ?? lastOrg.get();
  return org ? `/login/${encodeURIComponent(org)}` : '/login';
}
