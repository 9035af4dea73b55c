import { describe, expect, it } from 'vitest';
import { isAtOrBelow } from '../../../src/shared/menu-path';
import {
  forbiddenPathsFor,
  navigationFor,
  GUARDED_PAGES,
  pagePermission,
} from '../../../src/shared/navigation';
import { grantsOf, type Grants } from '../../../src/shared/access/grants';
import { ROLES } from '../../../src/shared/roles';

const as = (role: string) => grantsOf([role], []);
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
      navigationFor(as(role), flags(stored))
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
      navigationFor(as(role), flags(stored))
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
      navigationFor(as(role), flags({}))
        .flatMap((group) => group.items)
        .some((item) => item.path === '/history/backdated-transaction');
    expect([sees('admin'), sees('hr'), sees('payroll')]).toEqual([true, true, true]);
    expect([sees('approver'), sees('employee')]).toEqual([false, false]);
  });

  it('answers permissions from flags and roles; unknown names are false', () => {
    expect(
      verifyPermissions(['hcm.global.alphaVersion', 'x'], {
        flags: flags({ alphaVersion: true }),
        grants: as('employee'),
      }),
    ).toEqual({ 'hcm.global.alphaVersion': true, x: false });
    const editPayslip = (grants: Grants) =>
      verifyPermissions(['hcm.payroll.editPayslip'], { flags: flags({}), grants })[
        'hcm.payroll.editPayslip'
      ];
    expect(editPayslip(as('employee'))).toBe(false);
    expect(editPayslip(as('payroll'))).toBe(true);
    // An organisation's own role holds what it lists, nothing of the role it resembles.
    expect(editPayslip(grantsOf(['payslip-clerk'], ['payroll.editPayslip']))).toBe(true);
    expect(editPayslip(grantsOf(['payslip-clerk'], ['payroll.compute']))).toBe(false);
  });

  it('refuses pages by the roles held, including their sub-paths', () => {
    const refuses = (grants: Grants, page: string) =>
      forbiddenPathsFor(grants).some((path) => isAtOrBelow(path, page));
    expect(refuses(as('employee'), '/admin-settings/outbox')).toBe(true);
    expect(refuses(as('admin'), '/admin-settings/outbox')).toBe(false);
    expect(refuses(as('employee'), '/approvals/leave/123')).toBe(true);
    expect(refuses(as('approver'), '/approvals/leave/123')).toBe(false);
    expect(refuses(as('employee'), '/session/404')).toBe(false);
    expect(refuses(as('hr'), '/admin-settings/organization')).toBe(true);
    // The form builder is the administrator's, its template pages too though off the menu.
    expect(refuses(as('hr'), '/rtb/new')).toBe(true);
    expect(refuses(as('hr'), '/record_template/utility-gender')).toBe(true);
    expect(refuses(as('admin'), '/record_template/utility-gender')).toBe(false);
  });

  it('opens to several roles what any of them opens, and to an own role the pages it lists', () => {
    for (const page of GUARDED_PAGES) {
      const held = page.roles.filter((role) => role === '*' || ROLES.includes(role));
      const together = forbiddenPathsFor(grantsOf(ROLES, []));
      expect({ page: page.path, refused: together.includes(page.path) }).toEqual({
        page: page.path,
        refused: held.length === 0,
      });
    }
    const outbox = GUARDED_PAGES.find((page) => page.path === '/admin-settings/outbox');
    const own = grantsOf(['mail-clerk'], [pagePermission(outbox?.id ?? '')]);
    expect(forbiddenPathsFor(own)).not.toContain('/admin-settings/outbox');
    expect(forbiddenPathsFor(own)).toContain('/rtb');
    const menu = navigationFor(own, flags({})).flatMap((group) => group.items);
    expect(menu.map((item) => item.path)).toContain('/admin-settings/outbox');
    expect(menu.map((item) => item.path)).toContain('/dashboard');
    expect(menu.map((item) => item.path)).not.toContain('/rtb');
  });
});
