import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../../src/shared/forms/definition';
import type { WorkflowTransition } from '../../../../src/shared/forms/definition-workflow';
import { mayTake } from '../../../../src/shared/forms/workflow-states';

const access = { read: ['admin', 'hr'], write: ['admin', 'hr'] } as FormDefinition['access'];
const transition = (roles?: WorkflowTransition['roles']): WorkflowTransition => ({
  from: ['Approved'],
  to: 'Locked',
  label: 'Lock',
  ...(roles ? { roles } : {}),
});

describe('mayTake', () => {
  it('lets the roles a transition names take it, else the form writers', () => {
    expect(mayTake(transition(['hr']), access, 'hr', false)).toBe(true);
    expect(mayTake(transition(['hr']), access, 'employee', false)).toBe(false);
    expect(mayTake(transition(), access, 'admin', false)).toBe(true);
    expect(mayTake(transition(['*']), access, 'employee', false)).toBe(true);
  });

  it('lets whom the record names take only what its own party may, whatever their role', () => {
    expect(mayTake(transition(['hr', 'admin']), access, 'hr', true)).toBe(false);
    expect(mayTake(transition(), access, 'hr', true)).toBe(false);
    expect(mayTake(transition(['own', 'hr']), access, 'hr', true)).toBe(true);
    expect(mayTake(transition(['own']), access, 'employee', true)).toBe(true);
    expect(mayTake(transition(['*']), access, 'hr', true)).toBe(true);
  });
});
