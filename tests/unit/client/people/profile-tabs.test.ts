import { describe, expect, test } from 'vitest';
import { profileTabs } from '../../../../src/client/features/people/profile/profile-tabs';
import { makeProfile } from './profile-fixture';

const ids = (pay: boolean, overrides = {}) =>
  profileTabs(makeProfile(pay, overrides)).map((tab) => tab.id);

describe('profile tabs', () => {
  test('staff get Pay, Bank account, Onboarding and History', () => {
    expect(ids(true)).toEqual([
      'personal',
      'bank',
      'employment',
      'pay',
      'schedule',
      'leave',
      'time',
      'applications',
      'onboarding',
      'documents',
      'history',
    ]);
  });

  test('Onboarding is for the employee and staff, and only with an account', () => {
    const other = makeProfile(false);
    expect(ids(false, { viewer: { ...other.viewer, isSelf: false } })).not.toContain('onboarding');
    expect(ids(false, { viewer: { ...other.viewer, isSelf: true } })).toContain('onboarding');
    expect(ids(true, { account: null })).not.toContain('onboarding');
  });

  test('without canSeePay there is no Pay tab, even if a pay field were in the schema', () => {
    const employee = ids(false);
    expect(employee).not.toContain('pay');
    expect(employee).not.toContain('bank');
    expect(employee).not.toContain('history');
    const leaked = makeProfile(true);
    expect(ids(true, { viewer: { ...leaked.viewer, canSeePay: false } })).not.toContain('pay');
  });

  test("sections without any field of the viewer's schema are left out", () => {
    expect(ids(false)).not.toContain('government');
  });

  test('one tab per related definition, with its count', () => {
    const tabs = profileTabs(
      makeProfile(true, {
        related: [
          {
            formId: 'schedule-roster',
            title: 'Rosters',
            route: '/roster',
            listAtBase: false,
            count: 2,
          },
        ],
      }),
    );
    expect(tabs.find((tab) => tab.id === 'schedule-roster')).toMatchObject({
      label: 'Rosters (2)',
      kind: 'related',
    });
  });
});
