import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../../src/server/http/log-redaction';

const TOKEN = 'b3GkZ0m1Yq7rTn4Ws9XcVe2Lp5Hj8Ua6Df3Gs1Kq0Zm';

describe('redactUrl', () => {
  it('hides the value of a secret-named query parameter, however short', () => {
    expect(redactUrl('/session/forgot-password?org=acme&token=abc')).toBe(
      '/session/forgot-password?org=acme&token=[redacted]',
    );
    expect(redactUrl('/x?api_key=1&Access_Token=2&password=3&csrf=4&q=leave')).toBe(
      '/x?api_key=[redacted]&Access_Token=[redacted]&password=[redacted]&csrf=[redacted]&q=leave',
    );
    expect(redactUrl('/api/iam/sso/callback?code=4%2F0AeaY.x&state=s&iss=https%3A%2F%2Fidp')).toBe(
      '/api/iam/sso/callback?code=[redacted]&state=s&iss=https%3A%2F%2Fidp',
    );
  });

  it('hides a value or a path segment that looks like a token, with or without its organisation', () => {
    expect(redactUrl(`/links/${TOKEN}`)).toBe('/links/[redacted]');
    expect(redactUrl(`/links/acme.${TOKEN}/open`)).toBe('/links/[redacted]/open');
    expect(redactUrl(`/x?ref=${encodeURIComponent(`acme.${TOKEN}`)}`)).toBe('/x?ref=[redacted]');
  });

  it('keeps what is not secret as it was sent', () => {
    for (const url of [
      '/api/records/0b6a3c52-9f1e-4c55-9a57-0c1d2e3f4a5b?form_id=ers-employee',
      '/payroll/generate-reports-generator-for-the-whole-organisation',
      '/hr/employee/profile/2022-0001?tab=leave&q=%E2%9C%93',
      '/broken%E0%A4%A?x=%E0%A4%A',
      '/flag?verbose',
    ])
      expect(redactUrl(url)).toBe(url);
  });
});
