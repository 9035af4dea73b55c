import { FormRegistry, readCheckedDefinitions } from '../../../src/server/forms/form-registry';

const checked = new Map<string, ReturnType<typeof readCheckedDefinitions>>();

/**
 * A registry of its own (it keeps the record types organisations build, so apps never share
 * one) over the definitions of `dir`, checked once per test file: the check compiles every
 * definition twice and takes seconds, the registry a fraction of that.
 */
export function testForms(dir = 'schemas'): FormRegistry {
  let files = checked.get(dir);
  if (!files) {
    files = readCheckedDefinitions(dir);
    checked.set(dir, files);
  }
  return new FormRegistry(files.authored, files.fragments);
}
