import { describe, expect, it } from 'vitest';
import { isAtOrBelow } from '../../../src/shared/menu-path';
import {
  forbiddenPathsFor,
  NAVIGATION,
  navigationFor,
  rolesForPath,
} from '../../../src/shared/navigation';
import { ROLES } from '../../../src/shared/roles';
import type { OrgFlags } from '../../../src/shared/org-flags';
import { verifyPermissions } from '../../../src/shared/permissions';
import { resolveThemeName, SIDEBAR_COLOR_NAMES, THEME_NAMES } from '../../../src/shared/themes';
import { isNewerVersion } from '../../../src/shared/version';
import { withFlagDefaults } from '../../../src/shared/org-flag-defaults';

describe('resolveThemeName (spec section 9)', () => {
  it('gives icare its theme, a missing template lite-purple and a template without theme lite-blue', () => {
    expect(resolveThemeName('icare', null)).toBe('icare');
    expect(resolveThemeName('icare', { colorTemplateName: 'iCare' })).toBe('icare');
    expect(resolveThemeName('acme', null)).toBe('lite-purple');
    expect(resolveThemeName('acme', { colorTemplateName: 'x' })).toBe('lite-blue');
    expect(resolveThemeName('acme', { theme: 'gold-black' })).toBe('gold-black');
  });

  it('paints icare with the theme its administrators chose, once they choose one', () => {
    expect(resolveThemeName('icare', { theme: 'olivine' })).toBe('olivine');
  });

  it('offers the eight themes and twelve sidebar colours', () => {
    expect(THEME_NAMES).toHaveLength(8);
    expect(SIDEBAR_COLOR_NAMES).toHaveLength(12);
  });
});

describe('isNewerVersion', () => {
  it.each([
    ['2.22.5', true],
    ['2.23.0', true],
    ['3.0', true],
    ['2.22.4', false],
    ['2.22.3', false],
    ['2.9.9', false],
  ])('%s is newer than 2.22.4: %s', (candidate, expected) =>
    expect(isNewerVersion(candidate, '2.22.4')).toBe(expected),
  );
});

describe('organisation flags', () => {
  const flags = (stored: unknown): OrgFlags => withFlagDefaults(stored);

  it('fills the defaults of spec section 6 around what an organisation stored', () => {
    const filled = flags({ punchAlteration: { hidden: true } });
    expect(filled.hasLoanApproval).toBe(true);
    expect(filled.displayDeferredStatus).toBe(true);
    expect(filled.punchAlteration).toEqual({
      hidden: true,
      requiredAttachment: false,
      shift: 'enabled',
    });
    expect(filled.approvalsList).toHaveLength(10);
    expect(filled.hideReleaseBtn).toEqual({ develop: false, release: false, prod: false });
  });

  it('trims the menu by role and by the approvals list', () => {
    const approvals = (role: 'approver' | 'employee' | 'payroll', stored: unknown) =>
      navigationFor(role, flags(stored))
        .find((group) => group.id === 'approvals')
        ?.items.map((item) => item.path) ?? [];
    expect(approvals('employee', {})).toEqual([]);
    // The ten pages of the approvals list, loans where the organisation approves them, and
    // records that declared workflows file.
    expect(approvals('approver', {})).toHaveLength(12);
    expect(approvals('payroll', {})).toEqual(['/history/backdated-transaction']);
    expect(approvals('approver', { approvalsList: ['leave', 'dtr'] })).toEqual([
      '/approvals/leave',
      '/approvals/dtr',
      '/approvals/loan',
      '/approvals/records',
    ]);
    expect(approvals('approver', { approvalsList: ['leave'], hasLoanApproval: false })).toEqual([
      '/approvals/leave',
      '/approvals/records',
    ]);
    expect(approvals('approver', { punchAlteration: { hidden: true } })).not.toContain(
      '/approvals/punch-alteration',
    );
  });

  it('lists every filed application type for every role, time corrections only when offered', () => {
    const applications = (role: 'employee' | 'payroll', stored: unknown) =>
      navigationFor(role, flags(stored))
        .find((group) => group.id === 'applications')
        ?.items.map((item) => item.path) ?? [];
    expect(applications('employee', {})).toEqual([
      '/application/leave/list',
      '/application/overtime/list',
      '/application/official-business/list',
      '/application/punch-alteration/list',
      '/application/change-work-schedule/list',
      '/application/cto/list',
      '/application/mta/list',
    ]);
    expect(applications('payroll', {})).toHaveLength(7);
    expect(applications('employee', { punchAlteration: { hidden: true } })).not.toContain(
      '/application/punch-alteration/list',
    );
  });

  it('shows backdated transactions to HR, payroll and admins only', () => {
    const sees = (role: 'admin' | 'hr' | 'payroll' | 'approver' | 'employee') =>
      navigationFor(role, flags({}))
        .flatMap((group) => group.items)
        .some((item) => item.path === '/history/backdated-transaction');
    expect([sees('admin'), sees('hr'), sees('payroll')]).toEqual([true, true, true]);
    expect([sees('approver'), sees('employee')]).toEqual([false, false]);
    expect(rolesForPath('/history/backdated-transaction')).toEqual(['admin', 'hr', 'payroll']);
  });

  it('answers permissions from flags and role; unknown names are false', () => {
    expect(
      verifyPermissions(['hcm.global.alphaVersion', 'x'], {
        flags: flags({ alphaVersion: true }),
        role: 'employee',
      }),
    ).toEqual({ 'hcm.global.alphaVersion': true, x: false });
    expect(
      verifyPermissions(['hcm.payroll.editPayslip'], { flags: flags({}), role: 'employee' })[
        'hcm.payroll.editPayslip'
      ],
    ).toBe(false);
  });

  it('knows which roles may open a path, including its sub-paths', () => {
    expect(rolesForPath('/admin-settings/outbox')).toEqual(['admin']);
    expect(rolesForPath('/admin-settings/organization')).toEqual(['admin']);
    expect(rolesForPath('/approvals/leave/123')).toContain('approver');
    expect(rolesForPath('/session/404')).toBeNull();
    // The form builder is the administrator's, its template pages too though off the menu.
    expect(rolesForPath('/rtb/new')).toEqual(['admin']);
    expect(rolesForPath('/record_template/utility-gender')).toEqual(['admin']);
    expect(forbiddenPathsFor('hr')).toEqual(expect.arrayContaining(['/rtb', '/record_template']));
  });

  it('refuses a role exactly the paths, and the pages below them, that rolesForPath does not give it', () => {
    const pages = NAVIGATION.flatMap((group) => group.items).flatMap((item) => [
      item.path,
      `${item.path}/123`,
    ]);
    for (const role of ROLES) {
      const forbidden = forbiddenPathsFor(role);
      for (const page of pages) {
        const refused = forbidden.some((path) => isAtOrBelow(path, page));
        expect({ role, page, refused }).toEqual({
          role,
          page,
          refused: !(rolesForPath(page) ?? ROLES).includes(role),
        });
      }
    }
    expect(forbiddenPathsFor('employee')).toContain('/admin-settings/outbox');
    expect(forbiddenPathsFor('admin')).not.toContain('/admin-settings/outbox');
  });
});
