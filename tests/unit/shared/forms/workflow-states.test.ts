import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../../src/shared/forms/definition';
import type { WorkflowTransition } from '../../../../src/shared/forms/definition-workflow';
import { grantsOf } from '../../../../src/shared/access/grants';
import { mayTake } from '../../../../src/shared/forms/workflow-states';

const form = {
  formId: 'appraisal',
  access: { read: ['admin', 'hr'], write: ['admin', 'hr'] },
} as Pick<FormDefinition, 'formId' | 'access'>;
const as = (...roles: string[]) => grantsOf(roles, []);
const transition = (roles?: WorkflowTransition['roles']): WorkflowTransition => ({
  from: ['Approved'],
  to: 'Locked',
  label: 'Lock',
  ...(roles ? { roles } : {}),
});

describe('mayTake', () => {
  it('lets the roles a transition names take it, else the form writers', () => {
    expect(mayTake(transition(['hr']), form, as('hr'), false)).toBe(true);
    expect(mayTake(transition(['hr']), form, as('employee'), false)).toBe(false);
    expect(mayTake(transition(), form, as('admin'), false)).toBe(true);
    expect(mayTake(transition(['*']), form, as('employee'), false)).toBe(true);
  });

  it("lets an organisation's own role take a transition it grants by name", () => {
    const granted = grantsOf(['loan-officer'], ['form:appraisal:move:Locked']);
    expect(mayTake(transition(['hr']), form, granted, false)).toBe(true);
    expect(mayTake(transition(['hr']), form, grantsOf(['loan-officer'], []), false)).toBe(false);
  });

  it('lets whom the record names take only what its own party may, whatever their role', () => {
    expect(mayTake(transition(['hr', 'admin']), form, as('hr'), true)).toBe(false);
    expect(mayTake(transition(), form, as('hr'), true)).toBe(false);
    expect(mayTake(transition(['own', 'hr']), form, as('hr'), true)).toBe(true);
    expect(mayTake(transition(['own']), form, as('employee'), true)).toBe(true);
    expect(mayTake(transition(['*']), form, as('hr'), true)).toBe(true);
  });
});
