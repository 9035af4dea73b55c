import { describe, expect, it } from 'vitest';
import { FormRegistry, readCheckedDefinitions } from '../../../../src/server/forms/form-registry';
import { recordLabel } from '../../../../src/server/records/record-writes';
import { DEMO_ORGANIZATIONS } from '../../../../src/server/seed/demo-organizations';

// The seed writes samples as they are, without the save path's checks: a listed text a sample
// spells differently from its list would be a second department or position in every figure.
const files = readCheckedDefinitions('schemas');
const forms = new FormRegistry(files.authored, files.fragments);

/** The labels of a list's samples. */
const entriesOf = (formId: string) => {
  const list = forms.get(formId);
  return new Set((list?.definition.seed ?? []).map((data) => recordLabel(list!, data)));
};

/** Every listed text a sample holds that its list's samples do not name, as form/index/field. */
function unlisted(formId: string, samples: readonly Record<string, unknown>[]): string[] {
  const form = forms.get(formId);
  if (!form) throw new Error(`${formId} is missing from schemas/`);
  return [...form.fields.values()]
    .filter((field) => field.kind === 'text' && field.lookupFormId)
    .flatMap((field) => {
      const entries = entriesOf(field.lookupFormId as string);
      return samples.flatMap((data, index) => {
        const value = data[field.name];
        return typeof value === 'string' && !entries.has(value)
          ? [`${formId}/${index}/${field.name}: ${value}`]
          : [];
      });
    });
}

describe('sample records', () => {
  it("spell every listed text as an entry of its list's samples", () => {
    expect(
      forms.all().flatMap((form) => unlisted(form.definition.formId, form.definition.seed ?? [])),
    ).toEqual([]);
  });

  it("give the demo people departments and positions their lists' samples name", () => {
    const people = DEMO_ORGANIZATIONS.flatMap((org) =>
      org.users.map(({ department, position }) => ({ department, position })),
    );
    expect(unlisted('ers-employee', people)).toEqual([]);
    // Not vacuous: both fields are listed texts of the master.
    expect(unlisted('ers-employee', [{ department: 'Nowhere', position: 'Nobody' }])).toEqual([
      'ers-employee/0/department: Nowhere',
      'ers-employee/0/position: Nobody',
    ]);
  });
});
