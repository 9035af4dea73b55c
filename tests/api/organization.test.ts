import { expect, it } from 'vitest';
import { ApiCaller, errorOf } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

describeOnEachDatabase('organisation resources', (current) => {
  const resources = (orgId: string) =>
    new ApiCaller(current().app, orgId).call(
      'GET',
      `/api/organization/resources/collection/${orgId}`,
    );

  it('gives each organisation its own branding, theme and flags', async () => {
    const [acme] = (await resources('acme')).json();
    const [icare] = (await resources('icare')).json();
    expect(acme).toMatchObject({
      orgId: 'acme',
      tradeName: 'Acme Corporation',
      logo: '/api/organization/assets/acme/logo.svg',
      favicon: '/api/organization/assets/acme/favicon.svg',
      kioskLogo: '/api/organization/assets/acme/kiosk-logo.svg',
      background: '/api/organization/assets/acme/background.svg',
      colorTemplate: { theme: 'midnight-uv-blue', gradientBackground: true },
      permissions: { alphaVersion: true, hasLoanApproval: true, displayDeferredStatus: true },
      // No APP_ENV: a develop deployment, whose per-environment switches apply.
      environment: 'develop',
    });
    expect(icare).toMatchObject({
      orgId: 'icare',
      background: null,
      permissions: { hasLoanApproval: false },
    });
    expect(icare.permissions.punchAlteration).toEqual({
      hidden: true,
      requiredAttachment: false,
      shift: 'enabled',
    });
  });

  it('answers 404 for an unknown organisation and 422 for a malformed id', async () => {
    const unknown = await resources('globex');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toContain('globex');
    const malformed = await resources('Not_Valid');
    expect(malformed.statusCode).toBe(422);
    expect(errorOf(malformed).fields?.[0]?.path).toBe('/orgId');
  });

  it('serves logos to <img> without an API key', async () => {
    const response = await current().app.inject({
      method: 'GET',
      url: '/api/organization/assets/icare/logo.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('iCare Health');
    const missing = await current().app.inject({
      method: 'GET',
      url: '/api/organization/assets/icare/background.svg',
    });
    expect(missing.statusCode).toBe(404);
  });
});
