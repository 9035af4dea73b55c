import { expect, it } from 'vitest';
import { errorOf, trySignIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

const LIMITS = {
  SIGNIN_ACCOUNT_IP_FAILURES: '3',
  SIGNIN_ACCOUNT_FAILURES: '8',
  SIGNIN_IP_FAILURES: '12',
  SIGNIN_LOCK_SECONDS: '1',
  SIGNIN_MAX_LOCK_SECONDS: '2',
};

describeOnEachDatabase(
  'sign-in throttling',
  (current) => {
    const fail = (username: string, ip: string) =>
      trySignIn(current().app, 'acme', username, 'Wrong#0000', ip);

    it('locks one account from one address, with Retry-After, then lets it in again', async () => {
      for (let i = 0; i < 3; i += 1)
        expect((await fail('hr', '198.51.100.1')).statusCode).toBe(401);
      const locked = await trySignIn(current().app, 'acme', 'hr', undefined, '198.51.100.1');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(errorOf(locked).code).toBe('too_many_requests');
      // The real user elsewhere is not locked out by an attacker's address.
      expect(
        (await trySignIn(current().app, 'acme', 'hr', undefined, '198.51.100.2')).statusCode,
      ).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(
        (await trySignIn(current().app, 'acme', 'hr', undefined, '198.51.100.1')).statusCode,
      ).toBe(200);
    });

    it('doubles the lock per further failure but never past the cap', async () => {
      for (let i = 0; i < 3; i += 1) await fail('payroll', '198.51.100.3');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await fail('payroll', '198.51.100.3')).statusCode).toBe(401);
      const locked = await fail('payroll', '198.51.100.3');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(2);
    });

    it('slows an account attacked from many addresses until its window ends', async () => {
      for (let i = 0; i < 8; i += 1) await fail('approver', `192.0.2.${i + 1}`);
      const fromNewAddress = await trySignIn(
        current().app,
        'acme',
        'approver',
        undefined,
        '192.0.2.200',
      );
      expect(fromNewAddress.statusCode).toBe(429);
    });

    it('refuses an address that tries many accounts', async () => {
      for (let i = 0; i < 12; i += 1) await fail(`user${i}`, '203.0.113.77');
      const blocked = await trySignIn(current().app, 'acme', 'employee', undefined, '203.0.113.77');
      expect(blocked.statusCode).toBe(429);
      expect(
        (await trySignIn(current().app, 'acme', 'employee', undefined, '203.0.113.78')).statusCode,
      ).toBe(200);
    });
  },
  LIMITS,
);
