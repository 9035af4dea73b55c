import { expect, type Page } from '@playwright/test';

/** The API as the signed-in page calls it (its session from localStorage), in `org`. */
export async function apiOf(page: Page, org = 'acme') {
  const session = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('hcm.session'))) ?? '{}',
  ) as { token: string; csrf: string; account: { accountId: string; employeeNumber: string } };
  const headers = {
    'x-api-key': 'hcm-demo-key',
    'x-org-id': org,
    authorization: `Bearer ${session.token}`,
    'x-csrf-token': session.csrf,
  };
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(path, { method, headers, data });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
  return { call, account: session.account };
}
