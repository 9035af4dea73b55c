import { expect, test } from 'vitest';
import { FLAG_GROUPS } from '../../../../src/client/features/organization-settings/flag-groups';
import { FLAG_LEAVES, flagSchemaAt } from '../../../../src/shared/org-flag-paths';

test('every switch of the organisation is in exactly one group, with a name and an explanation', () => {
  const listed: string[] = FLAG_GROUPS.flatMap((group) => [...group.flags]);
  const covered = FLAG_LEAVES.map(
    ({ path }) => listed.find((entry) => path === entry || path.startsWith(`${entry}.`)) ?? path,
  );
  expect(listed.filter((entry) => !covered.includes(entry))).toEqual([]);
  expect(covered.filter((entry) => !listed.includes(entry))).toEqual([]);
  expect(new Set(listed).size).toBe(listed.length);
  for (const path of listed) {
    expect(flagSchemaAt(path)?.title, path).toBeTruthy();
    expect(flagSchemaAt(path)?.description, path).toBeTruthy();
  }
});
