import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkDefinitions } from '../../../../src/server/forms/check-definitions';
import { CompileMemo } from '../../../../src/server/forms/compile-memo';
import { readDefinitionFiles } from '../../../../src/server/forms/definition-files';
import { readCheckedDefinitions } from '../../../../src/server/forms/form-registry';

const { fragments } = readDefinitionFiles('schemas');
const dir = mkdtempSync(join(tmpdir(), 'hcm-memo-'));
const file = join(dir, 'memo.json');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const definition = (name: object, seed: object[] = [{ name: 'One' }]) => ({
  formId: 'utility-memo',
  title: 'Memo',
  module: 'utility',
  route: '/utility/memo',
  schema: { type: 'object', additionalProperties: false, properties: { name } },
  list: { columns: ['name'], sort: { field: 'name', direction: 'asc' }, search: [], filters: [] },
  access: { read: ['*'], write: ['admin'] },
  seed,
});
const check = (json: object, memo: CompileMemo) =>
  checkDefinitions([{ file: 'utility/memo.json', json }], fragments, { memo });

describe('the memo of passed compiles', () => {
  it('asks again only for what did not pass, and keeps passes across starts in its file', () => {
    const memo = new CompileMemo(file);
    const compile = vi.fn(() => true);
    expect(memo.passes({ schema: 1 }, compile)).toBe(true);
    expect(memo.passes({ schema: 1 }, compile)).toBe(true);
    expect(compile).toHaveBeenCalledTimes(1);
    const failing = vi.fn(() => false);
    expect(memo.passes({ schema: 2 }, failing)).toBe(false);
    expect(memo.passes({ schema: 2 }, failing)).toBe(false);
    expect(failing).toHaveBeenCalledTimes(2);
    memo.save();

    const next = new CompileMemo(file);
    const again = vi.fn(() => true);
    expect(next.passes({ schema: 1 }, again)).toBe(true);
    expect(again).not.toHaveBeenCalled();
    expect(next.passes({ schema: 3 }, again)).toBe(true);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('starts empty from an unreadable file, and a failed write costs only the compiles', () => {
    writeFileSync(file, 'not json');
    const compile = vi.fn(() => true);
    const memo = new CompileMemo(file);
    memo.passes({ schema: 1 }, compile);
    expect(compile).toHaveBeenCalledTimes(1);
    const unwritable = new CompileMemo(join(file, 'inside-a-file.json'));
    unwritable.passes({ schema: 1 }, compile);
    expect(() => unwritable.save()).not.toThrow();
  });

  it('reports a changed schema or seed that no longer passes, after its earlier form passed', () => {
    const memo = new CompileMemo(file);
    expect(check(definition({ type: 'string', maxLength: 5 }), memo)).toEqual([]);
    memo.save();
    const next = new CompileMemo(file);
    expect(check(definition({ type: 'string', maxLenght: 5 }), next)).toEqual([
      expect.objectContaining({ message: 'unknown keyword: "maxLenght"' }),
    ]);
    expect(
      check(definition({ type: 'string', maxLength: 5 }, [{ name: 'Too long' }]), next),
    ).toEqual([expect.objectContaining({ pointer: '/seed/0/name' })]);
  });
});

describe('a built server reading its definitions folder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'hcm-folder-'));
  const memoFile = join(dir, 'folder-memo.json');
  const write = (json: object) =>
    writeFileSync(join(folder, 'memo.json'), JSON.stringify({ ...json, seed: [] }));
  const read = (build: string | undefined) => {
    const check = vi.fn((files: ReturnType<typeof readDefinitionFiles>, memo: CompileMemo) =>
      checkDefinitions(files.definitions, fragments, { memo }),
    );
    const read = () =>
      readCheckedDefinitions(folder, { build, memo: new CompileMemo(memoFile), check });
    return { check, read };
  };
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('checks a folder its build passed before no more, and anything changed again', () => {
    write(definition({ type: 'string' }));
    const first = read('build-1');
    expect(first.read().authored.map((form) => form.formId)).toEqual(['utility-memo']);
    expect(first.check).toHaveBeenCalledTimes(1);

    const again = read('build-1');
    expect(again.read().authored).toHaveLength(1);
    expect(again.check).not.toHaveBeenCalled();

    // Another build's checks may differ; so may the files.
    const rebuilt = read('build-2');
    rebuilt.read();
    expect(rebuilt.check).toHaveBeenCalledTimes(1);
    write(definition({ type: 'string', maxLength: 'long' }));
    const changed = read('build-2');
    expect(changed.read).toThrow(/maxLength/);
    expect(changed.check).toHaveBeenCalledTimes(1);
  });

  it('checks every time when run from the sources, whose checks may have changed meanwhile', () => {
    write(definition({ type: 'string' }));
    const fromSources = read(undefined);
    fromSources.read();
    fromSources.read();
    expect(fromSources.check).toHaveBeenCalledTimes(2);
  });
});
