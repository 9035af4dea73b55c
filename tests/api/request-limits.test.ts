import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { ApiCaller, errorOf, signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { outboxMails } from './support/outbox';

const LIMITS = {
  FORGOT_PASSWORD_PER_USERNAME: '2',
  FORGOT_PASSWORD_PER_ADDRESS: '4',
  PUBLIC_WRITES_PER_ADDRESS: '2',
  LINK_VIEWS_PER_ADDRESS: '2',
  KIOSK_PUNCHES_PER_ADDRESS: '2',
};

/** The value a quarter of the way up: load on the machine only ever adds time. */
const lowerQuartile = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 4)] ?? 0;

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(errorOf(response)).toMatchObject({
    code: 'too_many_requests',
    message: expect.stringMatching(/^Too many requests .*Try again in \d+ (seconds|minutes)\.$/),
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describeOnEachDatabase(
  'limits on unauthenticated writes',
  (current) => {
    const anonymous = (orgId = 'acme') => new ApiCaller(current().app, orgId);
    const forgot = (username: string, ip: string, orgId = 'acme') =>
      anonymous(orgId).call('POST', '/api/iam/forgot-password', {
        body: { orgId, username },
        ip,
      });
    const resetMails = async (orgId: string, username: string) => {
      const admin = await signIn(current().app, orgId, 'admin');
      return (await outboxMails(admin, 100)).filter((mail) =>
        mail.text.includes(`account "${username}"`),
      ).length;
    };

    it('limits reset requests per username, whether or not it exists, with Retry-After', async () => {
      for (const username of ['payroll', 'ghost']) {
        expect((await forgot(username, '198.51.100.1')).statusCode).toBe(202);
        expect((await forgot(username.toUpperCase(), '198.51.100.2')).statusCode).toBe(202);
        expectLimited(await forgot(username, '198.51.100.3'));
      }
      expect(await resetMails('acme', 'payroll')).toBe(2);
      // Another organisation's name has a count of its own.
      expect((await forgot('ghost', '198.51.100.4', 'icare')).statusCode).toBe(202);
    });

    it('limits reset requests per address over all usernames', async () => {
      for (const username of ['hr', 'approver', 'employee', 'nobody'])
        expect((await forgot(username, '198.51.100.20')).statusCode).toBe(202);
      expectLimited(await forgot('accountant', '198.51.100.20'));
      expect((await forgot('accountant', '198.51.100.21')).statusCode).toBe(202);
    });

    it('answers an unknown username in the same time as a real one', async () => {
      // icare's people, each asked for twice (their limit), against as many unknown names,
      // interleaved and each from its own address; a stray slow request does not count.
      const real: number[] = [];
      const unknown: number[] = [];
      const people = ['admin', 'hr', 'payroll', 'approver', 'employee', 'newhire'];
      const time = async (username: string, ip: string) => {
        const started = performance.now();
        const response = await forgot(username, ip, 'icare');
        expect(response.statusCode).toBe(202);
        return performance.now() - started;
      };
      await time('warm-up', '198.51.100.99');
      for (let round = 0; round < 2; round += 1)
        for (const [index, username] of people.entries()) {
          real.push(await time(username, `192.0.2.${round * 20 + index * 2 + 1}`));
          unknown.push(
            await time(`ghost-${round}-${index}`, `192.0.2.${round * 20 + index * 2 + 2}`),
          );
        }
      const [a, b] = [lowerQuartile(real), lowerQuartile(unknown)];
      expect(Math.abs(a - b) / Math.max(a, b), `real ${a} ms, unknown ${b} ms`).toBeLessThan(0.1);
    });

    it('limits the other unauthenticated writes per address', async () => {
      const ip = '198.51.100.30';
      const reset = () =>
        anonymous().call('POST', '/api/iam/forgot-password/reset', {
          body: {
            orgId: 'acme',
            token: 'not-a-real-token-of-this-org',
            newPassword: 'Valid#Pass2026',
          },
          ip,
        });
      expect((await reset()).statusCode).toBe(422);
      expect((await reset()).statusCode).toBe(422);
      expectLimited(await reset());

      const decide = () =>
        anonymous().call('POST', '/api/email-approvals/decide', {
          body: { token: 'acme.not-a-real-link' },
          ip: '198.51.100.31',
        });
      expect((await decide()).statusCode).toBe(404);
      expect((await decide()).statusCode).toBe(404);
      expectLimited(await decide());

      // Opening a link page by token is counted too, on its own budget.
      for (const [url, body, ip, refused] of [
        ['/api/email-approvals/view', { token: 'acme.not-a-real-link' }, '198.51.100.34', 404],
        [
          '/api/hcm/validate-account',
          { orgId: 'acme', token: 'not-a-real-invitation-token' },
          '198.51.100.35',
          422,
        ],
      ] as const) {
        const view = () => anonymous().call('POST', url, { body, ip });
        expect((await view()).statusCode).toBe(refused);
        expect((await view()).statusCode).toBe(refused);
        expectLimited(await view());
      }

      const apply = () =>
        anonymous().call('POST', '/api/careers/acme/applications', {
          body: { not: 'multipart' },
          ip: '198.51.100.32',
        });
      expect((await apply()).statusCode).toBe(422);
      expect((await apply()).statusCode).toBe(422);
      expectLimited(await apply());

      const punch = () =>
        anonymous().call('POST', '/api/hcm/user-auth/quick-punch', {
          body: { employeeNumber: '2022-0001', pin: '1234', direction: 'in' },
          headers: { 'x-kiosk-token': 'acme.not-a-kiosk' },
          ip: '198.51.100.33',
        });
      expect((await punch()).statusCode).toBe(401);
      expect((await punch()).statusCode).toBe(401);
      expectLimited(await punch());

      // Each address has its own count.
      expect(
        (
          await anonymous().call('POST', '/api/iam/forgot-password/reset', {
            body: {
              orgId: 'acme',
              token: 'not-a-real-token-of-this-org',
              newPassword: 'Valid#Pass2026',
            },
            ip: '198.51.100.34',
          })
        ).statusCode,
      ).toBe(422);
    });
  },
  LIMITS,
);
