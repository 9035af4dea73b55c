import type { TeamCalendarQuery, TeamFilters } from '../../shared/api/team-calendar';
import type { EmployeeCard } from '../directory/employee-cards';

const byText = (a: string, b: string) => a.localeCompare(b);

/** The first of each key, in order of their labels. */
function distinct<T>(items: readonly T[], key: (item: T) => string, label: (item: T) => string) {
  const byKey = new Map<string, T>();
  for (const item of items) if (!byKey.has(key(item))) byKey.set(key(item), item);
  return [...byKey.values()].sort((a, b) => byText(label(a), label(b)));
}

/** What the filters offer: each department, site and manager of the people in view. */
export function filtersOf(cards: readonly EmployeeCard[], max: number): TeamFilters {
  const departments = cards.flatMap((card) => (card.department ? [card.department] : []));
  return {
    departments: distinct(departments, (name) => name.toLowerCase(), String).slice(0, max),
    sites: distinct(
      cards.flatMap((card) => (card.site ? [card.site] : [])),
      (site) => site.id,
      (site) => site.label,
    ).slice(0, max),
    managers: distinct(
      cards.flatMap((card) => (card.manager ? [card.manager] : [])),
      (manager) => manager.employeeNumber,
      (manager) => manager.name,
    ).slice(0, max),
  };
}

/** Whether a person is among those the query's filters narrow to (every one given). */
export function matchesFilters(
  card: EmployeeCard,
  { department, site, manager }: Pick<TeamCalendarQuery, 'department' | 'site' | 'manager'>,
): boolean {
  return (
    (!department || card.department?.toLowerCase() === department.trim().toLowerCase()) &&
    (!site || card.site?.id === site) &&
    (!manager || card.manager?.employeeNumber === manager)
  );
}
