import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../../src/shared/forms/definition';
import { bindOrg, orgNamesIn } from '../../../../src/shared/forms/org-binding';
import { applyRules, ruleErrors } from '../../../../src/shared/forms/rules';
import type { OrgFlags } from '../../../../src/shared/org-flags';
import { withFlagDefaults } from '../../../../src/shared/org-flag-defaults';

const site: FormDefinition = {
  formId: 'company-site',
  title: 'Site',
  module: 'company-settings',
  route: '/sites',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: {
      name: { type: 'string', title: 'Name' },
      siteCode: { type: 'string', title: 'Site code' },
      shifts: { type: 'array', title: 'Shifts' },
    },
  },
  uiSchema: { siteCode: { 'ui:placeholder': 'MNL-01' } },
  list: {
    columns: ['name', 'siteCode'],
    sort: { field: 'name', direction: 'asc' },
    search: ['name', 'siteCode'],
    filters: [],
    sortable: ['siteCode'],
  },
  access: { read: ['*'], write: ['admin'] },
  seed: [],
  rules: {
    visible: { siteCode: { var: '$org.hasSiteCode' } },
    checks: [
      {
        field: 'shifts',
        rule: { or: [{ var: '$org.multipleShift' }, { '<=': [{ var: 'shifts.length' }, 1] }] },
        message: 'One shift only',
      },
    ],
  },
};

const flags = (changes: Partial<OrgFlags>) => withFlagDefaults(changes);

describe('definitions bound to an organisation', () => {
  it('takes a switched-off field out of the form, the list, search and sorting', () => {
    const { definition, absent } = bindOrg(site, flags({ hasSiteCode: false }));
    expect([...absent]).toEqual(['siteCode']);
    expect(Object.keys(definition.schema.properties ?? {})).toEqual(['name', 'shifts']);
    expect(definition.list).toMatchObject({ columns: ['name'], search: ['name'], sortable: [] });
    expect(definition.uiSchema).toEqual({});
    expect(definition.rules?.visible).toEqual({});
  });

  it('keeps the field where the switch is on, and its rule no longer reads $org', () => {
    const { definition, absent } = bindOrg(site, flags({ hasSiteCode: true }));
    expect(absent.size).toBe(0);
    expect(definition.list.columns).toEqual(['name', 'siteCode']);
    expect(orgNamesIn(definition.rules)).toEqual([]);
    expect(applyRules(definition, { name: 'A', siteCode: 'X' }).data).toEqual({
      name: 'A',
      siteCode: 'X',
    });
  });

  it('binds checks to the switch: two shifts are refused only without multiple shifts', () => {
    const twoShifts = { name: 'A', shifts: [{}, {}] };
    const off = bindOrg(site, flags({ multipleShift: false })).definition;
    const on = bindOrg(site, flags({ multipleShift: true })).definition;
    expect(ruleErrors(off, twoShifts)).toEqual([{ path: '/shifts', message: 'One shift only' }]);
    expect(ruleErrors(on, twoShifts)).toEqual([]);
    expect(ruleErrors(off, { name: 'A', shifts: [{}] })).toEqual([]);
  });

  it('leaves a definition that does not mention $org as it is', () => {
    const plain = { ...site, rules: {} };
    expect(bindOrg(plain, flags({})).definition).toBe(plain);
  });

  it('reads nested switches by their dotted names', () => {
    expect(orgNamesIn({ and: [{ var: '$org.punchAlteration.hidden' }, { var: 'x' }] })).toEqual([
      'punchAlteration.hidden',
    ]);
  });
});
