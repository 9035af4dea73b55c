import { expect, it } from 'vitest';
import type { AuditEntry } from '../../src/shared/api/audit';
import type {
  OrgAsset,
  OrgResources,
  OrgSettings,
  OrgSettingsRequest,
} from '../../src/shared/api/organization';
import type { NavGroup } from '../../src/shared/navigation';
import { resolveThemeName } from '../../src/shared/themes';
import { solidPng } from '../fixtures/png';
import { ApiCaller, errorOf, signIn } from './support/api-client';
import { multipart } from './support/multipart';
import { describeOnEachDatabase } from './support/on-each-database';
import { orgFingerprint } from './support/org-fingerprint';

describeOnEachDatabase('organisation settings', (current) => {
  const app = () => current().app;

  const resourcesOf = async (orgId: string) =>
    (
      await new ApiCaller(app(), orgId).call(
        'GET',
        `/api/organization/resources/collection/${orgId}`,
      )
    ).json<OrgResources[]>()[0] as OrgResources;

  /** What the settings screen sends back when nothing is changed: every field as it is. */
  const unchanged = (orgId: string, settings: OrgSettings): OrgSettingsRequest => ({
    tradeName: settings.tradeName,
    colorTemplate: {
      ...settings.colorTemplate,
      theme: resolveThemeName(orgId, settings.colorTemplate),
    },
    flags: settings.flags,
  });

  const upload = (caller: ApiCaller, kind: string, name: string, type: string, body: Buffer) => {
    const { payload, contentType } = multipart(name, type, body);
    return caller.call('PUT', `/api/organization/assets/${kind}`, {
      body: payload,
      headers: { 'content-type': contentType },
    });
  };

  const latestAudit = async (admin: ApiCaller) =>
    (await admin.call('GET', '/api/logged_trail?limit=1')).json<{ items: AuditEntry[] }>().items[0];

  it('lets the administrator change the name, theme and switches, which the resources and the menu show at once', async () => {
    const admin = await signIn(app(), 'acme', 'admin');
    const read = await admin.call('GET', '/api/organization/settings');
    expect(read.statusCode).toBe(200);
    const settings = read.json<OrgSettings>();
    expect(settings).toMatchObject({
      tradeName: 'Acme Corporation',
      registeredName: 'Acme Corporation Philippines, Inc.',
      colorTemplate: { theme: 'midnight-uv-blue', gradientBackground: true },
      environment: 'develop',
      // Stored values, and the defaults of what acme never changed.
      flags: {
        alphaVersion: true,
        hasLoanApproval: true,
        hideReleaseBtn: { develop: false, release: false, prod: false },
        punchAlteration: { hidden: false, requiredAttachment: false, shift: 'enabled' },
      },
    });
    expect(settings.logo).toMatch(/^\/api\/organization\/assets\/acme\/logo\./);
    expect(settings.background).toMatch(/^\/api\/organization\/assets\/acme\/background\./);

    const request = unchanged('acme', settings);
    const flags = structuredClone(settings.flags);
    flags.hideReleaseBtn.prod = true;
    flags.punchAlteration.hidden = true;
    flags.approvalsList = ['leave', 'overtime'];
    const saved = await admin.call('PUT', '/api/organization/settings', {
      body: {
        tradeName: '  Acme Holdings ',
        colorTemplate: { ...request.colorTemplate, theme: 'olivine' },
        flags,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<OrgSettings>()).toMatchObject({
      tradeName: 'Acme Holdings',
      colorTemplate: { theme: 'olivine', gradientBackground: true },
      flags: { punchAlteration: { hidden: true }, approvalsList: ['leave', 'overtime'] },
    });

    const acme = await resourcesOf('acme');
    expect(acme.tradeName).toBe('Acme Holdings');
    expect(acme.colorTemplate?.theme).toBe('olivine');
    expect(acme.permissions.hideReleaseBtn).toEqual({ develop: false, release: false, prod: true });
    expect(acme.permissions.punchAlteration.hidden).toBe(true);
    expect(acme.permissions.approvalsList).toEqual(['leave', 'overtime']);
    // Read again on the next request: the menu no longer offers time corrections.
    const menu = (await admin.call('GET', '/api/navigation')).json<{ groups: NavGroup[] }>();
    const entries = menu.groups.flatMap((group) => group.items.map((item) => item.id));
    expect(entries).not.toContain('applications-punch-alteration');
    expect(entries).not.toContain('approvals-holiday');

    const entry = await latestAudit(admin);
    expect(entry).toMatchObject({
      module: 'Organization',
      action: 'settings-changed',
      username: 'admin',
      detail: {
        tradeName: { before: 'Acme Corporation', after: 'Acme Holdings' },
        colorTemplate: { theme: { before: 'midnight-uv-blue', after: 'olivine' } },
        flags: {
          'hideReleaseBtn.prod': { before: false, after: true },
          'punchAlteration.hidden': { before: false, after: true },
          approvalsList: { before: settings.flags.approvalsList, after: ['leave', 'overtime'] },
        },
      },
    });
    expect(Object.keys((entry?.detail.flags ?? {}) as object)).toHaveLength(3);

    // Saving what is already there changes nothing and records nothing.
    const again = await admin.call('PUT', '/api/organization/settings', {
      body: unchanged('acme', saved.json<OrgSettings>()),
    });
    expect(again.statusCode).toBe(200);
    expect((await latestAudit(admin))?.id).toBe(entry?.id);

    // The other organisation keeps its own.
    const icare = await resourcesOf('icare');
    expect(icare).toMatchObject({
      tradeName: 'iCare Health',
      colorTemplate: { colorTemplateName: 'iCare' },
    });
    expect(icare.permissions.hideReleaseBtn.prod).toBe(false);
    expect(icare.permissions.approvalsList).toEqual([
      'leave',
      'overtime',
      'official-business',
      'dtr',
    ]);

    await admin.call('PUT', '/api/organization/settings', { body: request });
    expect((await resourcesOf('acme')).tradeName).toBe('Acme Corporation');
  });

  it('lets icare choose a theme other than its default one', async () => {
    const admin = await signIn(app(), 'icare', 'admin');
    const settings = (await admin.call('GET', '/api/organization/settings')).json<OrgSettings>();
    const request = unchanged('icare', settings);
    expect(request.colorTemplate.theme).toBe('icare');
    await admin.call('PUT', '/api/organization/settings', {
      body: { ...request, colorTemplate: { ...request.colorTemplate, theme: 'gold-black' } },
    });
    const icare = await resourcesOf('icare');
    expect(resolveThemeName('icare', icare.colorTemplate)).toBe('gold-black');
    await admin.call('PUT', '/api/organization/settings', { body: request });
  });

  it('refuses everyone but administrators', async () => {
    const settings = (
      await (await signIn(app(), 'acme', 'admin')).call('GET', '/api/organization/settings')
    ).json<OrgSettings>();
    for (const role of ['hr', 'payroll', 'approver', 'employee']) {
      const caller = await signIn(app(), 'acme', role);
      expect((await caller.call('GET', '/api/organization/settings')).statusCode).toBe(403);
      const put = await caller.call('PUT', '/api/organization/settings', {
        body: unchanged('acme', settings),
      });
      expect(put.statusCode).toBe(403);
      const png = await upload(caller, 'logo', 'logo.png', 'image/png', solidPng(4, 4, '#ff0000'));
      expect(png.statusCode).toBe(403);
      expect((await caller.call('DELETE', '/api/organization/assets/background')).statusCode).toBe(
        403,
      );
    }
  });

  it('refuses incomplete switches, unknown themes and wrong types, naming the field, and saves nothing', async () => {
    const admin = await signIn(app(), 'acme', 'admin');
    const settings = (await admin.call('GET', '/api/organization/settings')).json<OrgSettings>();
    const valid = unchanged('acme', settings);
    const { hasLoanApproval: _, ...withoutOne } = valid.flags;
    const cases: [string, unknown, string][] = [
      ['a missing switch', { ...valid, flags: withoutOne }, '/flags/hasLoanApproval'],
      [
        'a missing environment',
        { ...valid, flags: { ...valid.flags, hideReleaseBtn: { develop: true, release: true } } },
        '/flags/hideReleaseBtn/prod',
      ],
      [
        'an unknown switch',
        { ...valid, flags: { ...valid.flags, darkMode: true } },
        '/flags/darkMode',
      ],
      [
        'a switch of the wrong type',
        { ...valid, flags: { ...valid.flags, multipleShift: 'yes' } },
        '/flags/multipleShift',
      ],
      [
        'an unknown approval page',
        { ...valid, flags: { ...valid.flags, approvalsList: ['leave', 'payroll'] } },
        '/flags/approvalsList/1',
      ],
      [
        'an unknown theme',
        { ...valid, colorTemplate: { ...valid.colorTemplate, theme: 'neon-pink' } },
        '/colorTemplate/theme',
      ],
      ['no theme', { ...valid, colorTemplate: {} }, '/colorTemplate/theme'],
      ['a blank name', { ...valid, tradeName: '   ' }, '/tradeName'],
      ['a name with a line break', { ...valid, tradeName: 'Acme\nHoldings' }, '/tradeName'],
      ['a name of the wrong type', { ...valid, tradeName: 42 }, '/tradeName'],
      ['no flags at all', { tradeName: 'Acme', colorTemplate: valid.colorTemplate }, '/flags'],
    ];
    const before = await orgFingerprint(current().owner, 'acme');
    for (const [label, body, path] of cases) {
      const response = await admin.call('PUT', '/api/organization/settings', { body });
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
      expect(
        errorOf(response).fields?.map((field) => field.path),
        `${label}: ${response.body}`,
      ).toContain(path);
    }
    expect(await orgFingerprint(current().owner, 'acme')).toEqual(before);
  });

  it('takes a PNG logo, serves it with its type, and moves the logo to a new address', async () => {
    const admin = await signIn(app(), 'acme', 'admin');
    const before = await resourcesOf('acme');
    const png = solidPng(8, 4, '#0f9d8a');
    const uploaded = await upload(admin, 'logo', 'acme.png', 'image/png', png);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const asset = uploaded.json<OrgAsset>();
    expect(asset).toMatchObject({ kind: 'logo', contentType: 'image/png', bytes: png.length });
    expect(asset.url).toMatch(/^\/api\/organization\/assets\/acme\/logo\.[0-9a-f]{12}\.png$/);

    const after = await resourcesOf('acme');
    expect(after.logo).toBe(asset.url);
    expect(after.logo).not.toBe(before.logo);
    expect(after.favicon).toBe(before.favicon);

    const served = await app().inject({ method: 'GET', url: asset.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    expect(served.rawPayload.equals(png)).toBe(true);
    // The old address is gone rather than serving the new image under it.
    expect((await app().inject({ method: 'GET', url: before.logo ?? '' })).statusCode).toBe(404);

    // Another image, another address.
    const next = await upload(admin, 'logo', 'acme.png', 'image/png', solidPng(8, 4, '#4338ca'));
    expect(next.json<OrgAsset>().url).not.toBe(asset.url);
    expect((await resourcesOf('acme')).logo).toBe(next.json<OrgAsset>().url);

    expect(await latestAudit(admin)).toMatchObject({
      module: 'Organization',
      action: 'branding-image-replaced',
      detail: {
        kind: 'logo',
        before: { name: asset.url.split('/').at(-1), contentType: 'image/png' },
        after: { contentType: 'image/png' },
      },
    });

    // icare's logo is its own.
    const icare = await resourcesOf('icare');
    expect(icare.logo).toBe('/api/organization/assets/icare/logo.svg');
  });

  it('refuses a file that is not an image whatever its name and type say, and one over the size limit', async () => {
    const admin = await signIn(app(), 'acme', 'admin');
    const before = await orgFingerprint(current().owner, 'acme');

    const text = await upload(admin, 'logo', 'logo.png', 'image/png', Buffer.from('not an image'));
    expect(text.statusCode).toBe(422);
    expect(errorOf(text).fields?.[0]).toMatchObject({ path: '/file' });
    expect(errorOf(text).message).toMatch(/Logo is not a PNG, JPEG, WebP or SVG image/);

    const html = await upload(
      admin,
      'favicon',
      'favicon.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(html.statusCode).toBe(422);
    expect(errorOf(html).message).toMatch(/scripts/);

    // A real PNG, but over the favicon's 256 KB (a random-looking one does not compress).
    const noise = Buffer.concat([solidPng(1, 1, '#000000'), Buffer.alloc(300 * 1024, 7)]);
    const big = await upload(admin, 'favicon', 'favicon.png', 'image/png', noise);
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).fields?.[0]).toMatchObject({
      path: '/file',
      message: 'Favicon must be at most 256 KB',
    });
    const huge = await upload(admin, 'logo', 'logo.png', 'image/png', Buffer.alloc(1_100_000, 1));
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).message).toBe('Logo must be at most 1 MB');

    const unknownKind = await upload(
      admin,
      'banner',
      'b.png',
      'image/png',
      solidPng(2, 2, '#ffffff'),
    );
    expect(unknownKind.statusCode).toBe(422);
    expect(errorOf(unknownKind).fields?.[0]?.path).toBe('/kind');

    expect(await orgFingerprint(current().owner, 'acme')).toEqual(before);
  });

  it('serves an SVG so that, opened directly, it can run nothing', async () => {
    const admin = await signIn(app(), 'acme', 'admin');
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#123456"/></svg>',
    );
    const uploaded = await upload(admin, 'favicon', 'f.svg', 'image/svg+xml', svg);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const served = await app().inject({ method: 'GET', url: uploaded.json<OrgAsset>().url });
    expect(served.headers['content-type']).toContain('image/svg+xml');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it('removes the background, and only the background', async () => {
    const admin = await signIn(app(), 'acme', 'admin');
    const logo = await admin.call('DELETE', '/api/organization/assets/logo');
    expect(logo.statusCode).toBe(422);
    expect(errorOf(logo).fields?.[0]?.path).toBe('/kind');

    const removed = await admin.call('DELETE', '/api/organization/assets/background');
    expect(removed.statusCode).toBe(204);
    expect((await resourcesOf('acme')).background).toBeNull();
    expect(await latestAudit(admin)).toMatchObject({
      action: 'branding-image-removed',
      detail: { kind: 'background', after: null },
    });
    expect((await admin.call('DELETE', '/api/organization/assets/background')).statusCode).toBe(
      404,
    );

    const back = await upload(admin, 'background', 'bg.jpg', 'image/jpeg', jpegLike());
    expect(back.statusCode, back.body).toBe(200);
    expect((await resourcesOf('acme')).background).toBe(back.json<OrgAsset>().url);
    // icare never had one, and still has none.
    expect((await resourcesOf('icare')).background).toBeNull();
  });
});

/** The start of a JPEG (its signature and a JFIF header): enough for the type to be read. */
function jpegLike(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);
}
