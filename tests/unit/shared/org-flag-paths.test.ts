import { describe, expect, it } from 'vitest';
import { withFlagDefaults } from '../../../src/shared/org-flag-defaults';
import { changedFromDefaults, FLAG_LEAVES, flagChanges } from '../../../src/shared/org-flag-paths';

describe('the organisation switches by path', () => {
  it('lists every switch of spec section 6, the per-environment ones each on its own', () => {
    const paths = FLAG_LEAVES.map((leaf) => leaf.path);
    expect(paths).toContain('hideReleaseBtn.prod');
    expect(paths).toContain('punchAlteration.shift');
    expect(paths).toContain('approvalsList');
    expect(paths).not.toContain('hideReleaseBtn');
    expect(paths).toHaveLength(22);
  });

  it('names each switch that differs, with both values; the order of approval pages says nothing', () => {
    const before = withFlagDefaults({});
    const after = withFlagDefaults({
      hideReleaseBtn: { prod: true },
      app_web_bundy: true,
      approvalsList: [...before.approvalsList].reverse(),
    });
    expect(flagChanges(before, after)).toEqual([
      { path: 'hideReleaseBtn.prod', before: false, after: true },
      { path: 'app_web_bundy', before: false, after: true },
    ]);
  });

  it('stores only what differs from the defaults', () => {
    const flags = withFlagDefaults({
      hasLoanApproval: false,
      punchAlteration: { hidden: true },
      approvalsList: ['leave'],
    });
    expect(changedFromDefaults(flags)).toEqual({
      hasLoanApproval: false,
      punchAlteration: { hidden: true },
      approvalsList: ['leave'],
    });
    expect(withFlagDefaults(changedFromDefaults(flags))).toEqual(flags);
    expect(changedFromDefaults(withFlagDefaults({}))).toEqual({});
  });
});
