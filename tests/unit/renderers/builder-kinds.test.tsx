import { expect, test } from 'vitest';
import { kindInputs } from '../../../renderers/inputs/kind-inputs';
import { BUILDER_KINDS } from '../../../src/shared/forms/builder/builder-kinds';

test('the form builder offers exactly the controls the renderer registry has', () => {
  expect([...BUILDER_KINDS].sort()).toEqual(Object.keys(kindInputs).sort());
});
