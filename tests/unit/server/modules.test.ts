import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFormRegistry } from '../../../src/server/forms/form-registry';
import { recordModules } from '../../../src/server/modules';
import { employeeHooks } from '../../../src/server/people/employee-hooks';

const forms = loadFormRegistry(resolve('schemas'));
const form = (formId: string) => {
  const found = forms.get(formId);
  if (!found) throw new Error(`${formId} is not defined`);
  return found;
};

describe('the modules the record engine is handed', () => {
  it('gives a definition its own module hooks', () => {
    expect(recordModules.hooksOf(form('ers-employee'))).toBe(employeeHooks);
  });

  it('gives every onboarding sub-form the onboarding check, through the one look-up', () => {
    const subForms = forms.all().filter((f) => f.definition.module === 'onboarding');
    expect(subForms.length).toBeGreaterThan(1);
    for (const subForm of subForms)
      expect(recordModules.hooksOf(subForm)?.check).toBeTypeOf('function');
  });

  it('gives a plain reference list no hooks', () => {
    expect(recordModules.hooksOf(form('utility-gender'))).toBeUndefined();
  });
});
