import type { ChartPerson } from '../../../../shared/api/organization-chart';

/** The reporting lines of a chart, built once from the server's flat list. */
export interface OrgTree {
  people: ReadonlyMap<string, ChartPerson>;
  /** The tops of the lines, largest line first, then by name: people without a manager on the chart. */
  roots: readonly string[];
  /** Each manager's direct reports by employee number, by name. */
  children: ReadonlyMap<string, readonly string[]>;
  /** Each person's manager on the chart, for walking up to the top. */
  parents: ReadonlyMap<string, string>;
}

/** Charts larger than this open with only the top levels expanded. */
export const LARGE_CHART = 200;
const NO_REPORTS: readonly string[] = [];

const byName = (people: ReadonlyMap<string, ChartPerson>) => (a: string, b: string) =>
  (people.get(a)?.name ?? a).localeCompare(people.get(b)?.name ?? b) || a.localeCompare(b);

/**
 * Builds the tree: anyone whose manager is not on the chart (inactive, separated, never there)
 * is a top of their own line, and so is the first person, by number, of a loop of reporting
 * lines (the server refuses new loops, but older data may hold one), so everyone appears once.
 */
export function buildOrgTree(list: readonly ChartPerson[]): OrgTree {
  const people = new Map(list.map((person) => [person.employeeNumber, person]));
  const parents = new Map<string, string>();
  for (const person of people.values()) {
    const manager = person.managerNumber;
    if (manager && manager !== person.employeeNumber && people.has(manager))
      parents.set(person.employeeNumber, manager);
  }
  // Walking up from each person must end at a top; a walk that comes back to a person it
  // already passed on this walk is a loop, broken at its lowest number.
  const settled = new Set<string>();
  for (const number of [...people.keys()].sort()) {
    const walk: string[] = [];
    const onWalk = new Set<string>();
    let current: string | undefined = number;
    while (current !== undefined && !settled.has(current) && !onWalk.has(current)) {
      walk.push(current);
      onWalk.add(current);
      current = parents.get(current);
    }
    if (current !== undefined && onWalk.has(current)) {
      const loop = walk.slice(walk.indexOf(current));
      parents.delete(loop.reduce((lowest, member) => (member < lowest ? member : lowest)));
    }
    for (const member of walk) settled.add(member);
  }
  const children = new Map<string, string[]>();
  const roots: string[] = [];
  for (const number of people.keys()) {
    const manager = parents.get(number);
    if (manager === undefined) roots.push(number);
    else {
      const reports = children.get(manager);
      if (reports) reports.push(number);
      else children.set(manager, [number]);
    }
  }
  const order = byName(people);
  // The biggest lines first: the organisation's top, not people nobody reports to, opens the chart.
  const headcount = new Map<string, number>();
  for (const number of people.keys()) {
    for (let manager = parents.get(number); manager; manager = parents.get(manager))
      headcount.set(manager, (headcount.get(manager) ?? 0) + 1);
  }
  roots.sort((a, b) => (headcount.get(b) ?? 0) - (headcount.get(a) ?? 0) || order(a, b));
  for (const reports of children.values()) reports.sort(order);
  return { people, roots, children, parents };
}

/** The direct reports of a person, by name. */
export const reportsOf = (tree: OrgTree, number: string) => tree.children.get(number) ?? NO_REPORTS;

/** The managers above a person, top first (the person not included). */
export function managersAbove(tree: OrgTree, number: string): string[] {
  const path: string[] = [];
  for (let manager = tree.parents.get(number); manager; manager = tree.parents.get(manager))
    path.unshift(manager);
  return path;
}

/** Everyone who has reports: what "expand all" opens. */
export const allManagers = (tree: OrgTree) => new Set(tree.children.keys());

/**
 * What opens first: every line of a small chart; of a large one the top `levels` levels, so
 * the page starts with a few hundred cards rather than thousands.
 */
export function initiallyExpanded(tree: OrgTree, levels = 2): Set<string> {
  if (tree.people.size <= LARGE_CHART) return allManagers(tree);
  const expanded = new Set<string>();
  let level = tree.roots;
  for (let depth = 0; depth < levels; depth += 1) {
    const next: string[] = [];
    for (const number of level) {
      const reports = reportsOf(tree, number);
      if (reports.length === 0) continue;
      expanded.add(number);
      next.push(...reports);
    }
    level = next;
  }
  return expanded;
}

/** `expanded` with every manager above `number` opened, so the person is on screen. */
export function expandPathTo(tree: OrgTree, expanded: ReadonlySet<string>, number: string) {
  const path = managersAbove(tree, number);
  if (path.every((manager) => expanded.has(manager))) return expanded;
  return new Set([...expanded, ...path]);
}

/**
 * People whose name, employee number or position contains `query` (any case), exact
 * employee numbers first, then in the order of the chart's list.
 */
export function searchPeople(tree: OrgTree, query: string): string[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const matches: string[] = [];
  for (const person of tree.people.values()) {
    const haystack = [person.name, person.employeeNumber, person.position ?? '']
      .join('\n')
      .toLowerCase();
    if (haystack.includes(needle)) matches.push(person.employeeNumber);
  }
  const exact = matches.filter((number) => number.toLowerCase() === needle);
  return [...exact, ...matches.filter((number) => number.toLowerCase() !== needle)];
}
