import type Mjml2Html from 'mjml';
import { describe, expect, it, vi } from 'vitest';
import { brandedMailer } from '../../../../src/server/mail/mailer';
import { logoSize } from '../../../../src/server/mail/render/logo-size';
import type { MailBranding } from '../../../../src/server/mail/render/mail-branding';
import {
  MAIL_TEMPLATES,
  type MailData,
  type MailKind,
} from '../../../../src/server/mail/templates/mail-templates';

// Counts what the real compiler is asked to compile.
const compilations = vi.hoisted(() => ({ count: 0 }));
vi.mock('mjml', async (importOriginal) => {
  const mjml2html = (await importOriginal<{ default: typeof Mjml2Html }>()).default;
  return {
    default: (...args: Parameters<typeof Mjml2Html>) => {
      compilations.count += 1;
      return mjml2html(...args);
    },
  };
});

const acme = (tradeName = 'Acme Corporation'): MailBranding => ({
  tradeName,
  publicUrl: 'https://hr.example',
  logo: null,
  mark: 'AC',
  colours: { brand: '#4338ca', onBrand: '#ffffff', brandText: '#4338ca', page: '#eef0fb' },
});

const HOSTILE = '<script>alert("x")</script> & Co';

/** One mail of every kind: a kind added to the registry without a sample fails to compile. */
const SAMPLES: { [K in MailKind]: MailData<K> } = {
  invitation: {
    firstName: 'Nina',
    username: 'nina.lopez',
    link: 'https://hr.example/session/activate?org=acme&token=t1',
    days: 7,
    whenExpired: 'ask HR to send a new one',
    signInUrl: 'https://hr.example/login/acme',
  },
  'password-reset': {
    firstName: 'Grace',
    username: 'grace',
    link: 'https://hr.example/session/forgot-password?org=acme&token=t2',
    minutes: 30,
  },
  'sign-in-email-confirm': {
    firstName: 'Ana',
    username: 'ana',
    askedBy: 'hr',
    link: 'https://hr.example/session/confirm-email?org=acme&token=t3',
    hours: 24,
  },
  'sign-in-email-asked': {
    firstName: 'Ana',
    username: 'ana',
    askedBy: null,
    newEmail: 'ana@new.example',
  },
  'sign-in-email-changed': {
    firstName: 'Ana',
    username: 'ana',
    newEmail: 'ana@new.example',
    changedBy: 'admin',
  },
  notice: {
    firstName: 'Carla',
    kind: 'payslip',
    title: 'Your payslip for Oct 1, 2026 – Oct 15, 2026 is released',
    body: 'Semi-monthly, paid on Oct 20, 2026.',
    link: '/hcm/payslip/list',
  },
  'approval-waiting': {
    firstName: 'Ramon',
    title: `${HOSTILE}'s leave application awaits your approval`,
    employeeName: HOSTILE,
    employeeNumber: '2022-0005',
    kindLabel: 'leave',
    summary: 'Vacation leave, Dec 7 to Dec 8',
    reason: 'See https://evil.example/phish or https://hr.example.evil.example/phish',
    level: 1,
    levels: 2,
    approveUrl: 'https://hr.example/email/applications/leave/2022-0005/a1/approve?token=acme.x&y=1',
    rejectUrl: 'https://hr.example/email/applications/leave/2022-0005/a1/reject?token=acme.z',
    linkDays: 3,
    appUrl: 'https://hr.example/approvals/leave?view=a1',
  },
  'daily-digest': {
    firstName: 'Carla',
    notices: [
      { title: 'Your leave application was approved', body: 'Approved by Ramon.', link: '/a' },
      { title: 'Canteen opens', body: '', link: '/b' },
    ],
  },
  payslip: {
    employeeName: 'Lopez, Test',
    employeeNumber: 'NH-0002',
    period: 'Oct 1, 2026 – Oct 15, 2026',
    registerName: 'Semi-monthly',
    payDate: 'Oct 20, 2026',
  },
  'onboarding-reminder': {
    firstName: 'Ben',
    dueDate: '2026-12-15',
    missing: ['Government numbers', 'Emergency contacts'],
  },
  'new-applicant': {
    name: 'Liza Domingo',
    email: 'liza@example.com',
    openingTitle: 'Payroll analyst',
    openingCode: 'PA-01',
  },
};

const compose = <K extends MailKind>(kind: K, branding = acme()) =>
  brandedMailer(branding).compose(kind, SAMPLES[kind]);

describe('the mail template registry', () => {
  it('renders every kind as text and as branded HTML from one content', async () => {
    for (const kind of Object.keys(MAIL_TEMPLATES) as MailKind[]) {
      const mail = await compose(kind);
      expect(mail.subject, kind).not.toBe('');
      expect(mail.text, kind).not.toMatch(/<(p|a|br|ul|li|table)\b/);
      expect(mail.html, kind).toMatch(/^<!doctype html>/i);
      expect(mail.html, kind).toContain('Acme Corporation');
      expect(mail.html, kind).toContain('background-color:#4338ca');
      expect(mail.html, kind).not.toMatch(/mailslot/);
      // Every line of the text is in the HTML too (escaped, links aside).
      const firstLine = mail.text.split('\n')[0] ?? '';
      expect(mail.html, kind).toContain(firstLine.replaceAll('"', '&quot;'));
    }
  });

  it('keeps the approval links and their alignment in text, and makes them buttons in HTML', async () => {
    const mail = await compose('approval-waiting');
    const { approveUrl, rejectUrl } = SAMPLES['approval-waiting'];
    expect(mail.text).toContain(`Approve: ${approveUrl}\nReject:  ${rejectUrl}`);
    expect(mail.text).toContain('\n- Vacation leave, Dec 7 to Dec 8\n');
    expect(mail.html).toContain(`href="${approveUrl.replace('&', '&amp;')}"`);
    expect(mail.html).toContain(`href="${rejectUrl}"`);
    expect(mail.html).toMatch(/>\s*Approve\s*</);
    expect(mail.html).toMatch(/>\s*Reject\s*</);
    // The app's own address is a link; one typed into a reason is not.
    expect(mail.html).toContain('href="https://hr.example/approvals/leave?view=a1"');
    expect(mail.html).not.toContain('href="https://evil.example');
    expect(mail.html).not.toContain('href="https://hr.example.evil.example');
  });

  it('escapes what people typed in the HTML and leaves it as typed in the text', async () => {
    const mail = await compose('approval-waiting', acme('Acme <b>Corporation</b>'));
    expect(mail.text).toContain(HOSTILE);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Corporation');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain('Acme &lt;b&gt;Corporation&lt;/b&gt;');
    expect(mail.html).toContain(`<title>${'&lt;script&gt;'}`);
  });

  it('keeps today’s plain texts', async () => {
    expect((await compose('notice')).text).toBe(
      [
        'Hello Carla,',
        '',
        'Your payslip for Oct 1, 2026 – Oct 15, 2026 is released',
        'Semi-monthly, paid on Oct 20, 2026.',
        '',
        'See your payslips: https://hr.example/hcm/payslip/list',
        '',
        'You are told of this by e-mail as your notification settings ask: https://hr.example/notifications',
      ].join('\n'),
    );
    expect((await compose('daily-digest')).text).toContain(
      [
        '- Your leave application was approved',
        '  Approved by Ramon.',
        '  https://hr.example/a',
        '- Canteen opens',
        '  https://hr.example/b',
      ].join('\n'),
    );
    expect((await compose('new-applicant')).text).toBe(
      'Liza Domingo (liza@example.com) applied for Payroll analyst (PA-01) through the careers page, with a CV. Find them under Recruitment › Applicants, at the Applied stage.',
    );
  });

  it('compiles the layout once per branding and button layout, whatever the number of mails', async () => {
    const branding = acme('Payroll Once Inc.');
    const before = compilations.count;
    const mailer = brandedMailer(branding);
    const mails = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        mailer.compose('payslip', { ...SAMPLES.payslip, employeeNumber: `E-${index}` }),
      ),
    );
    expect(compilations.count - before).toBe(1);
    expect(new Set(mails.map((mail) => mail.html)).size).toBe(200);
    // The same branding's content in another object: the same layout.
    await brandedMailer({ ...branding, colours: { ...branding.colours } }).compose(
      'payslip',
      SAMPLES.payslip,
    );
    expect(compilations.count - before).toBe(1);
    // Another colour is another layout.
    await brandedMailer({
      ...branding,
      colours: { ...branding.colours, brand: '#0f9d8a' },
    }).compose('payslip', SAMPLES.payslip);
    expect(compilations.count - before).toBe(2);
  });

  it('draws a PNG or JPEG logo at its size, linked from the public address', async () => {
    const mail = await compose('payslip', {
      ...acme('Logo Corp'),
      logo: {
        url: 'https://hr.example/api/organization/assets/acme/logo.abc.png',
        width: 96,
        height: 48,
      },
    });
    expect(mail.html).toMatch(
      /<img[^>]+alt="Logo Corp"[^>]+src="https:\/\/hr\.example\/api\/organization\/assets\/acme\/logo\.abc\.png"/,
    );
    expect(mail.html).toMatch(/<img[^>]+width="96"/);
    const png = Buffer.alloc(24);
    png.write('\x89PNG\r\n\x1a\n', 0, 'latin1');
    png.writeUInt32BE(320, 16);
    png.writeUInt32BE(80, 20);
    expect(logoSize('image/png', png)).toEqual({ width: 320, height: 80 });
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x40,
      0x00, 0xa0, 0x03,
    ]);
    expect(logoSize('image/jpeg', jpeg)).toEqual({ width: 160, height: 64 });
    expect(logoSize('image/svg+xml', png)).toBeNull();
  });
});
