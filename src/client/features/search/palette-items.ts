import type { SearchResponse } from '../../../shared/api/search';
import type { NavGroup } from '../../../shared/navigation';
import { PALETTE_ACTIONS } from '../../../shared/palette-actions';

export const PALETTE_SECTIONS = ['Actions', 'Pages', 'People', 'Records'] as const;
export type PaletteSection = (typeof PALETTE_SECTIONS)[number];

/** One line of the palette: where choosing it goes. `value` is unique across sections. */
export interface PaletteItem {
  value: string;
  section: PaletteSection;
  label: string;
  /** A second, quieter line: the menu group, a position, a record's kind. */
  detail?: string;
  path: string;
}

/** At most this many pages and actions: the palette is for the next step, not a menu. */
const LOCAL_LIMIT = 6;

export const wordsOf = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * How well `label` (found by `text`) answers `words`: lower is better, null when a word is
 * missing. The label starting with the first word beats a word of it starting so, which beats
 * the word anywhere.
 */
function rank(label: string, text: string, words: readonly string[]): number | null {
  const haystack = `${label} ${text}`.toLowerCase();
  if (!words.every((word) => haystack.includes(word))) return null;
  const first = words[0] ?? '';
  const lower = label.toLowerCase();
  if (lower.startsWith(first)) return 0;
  if (lower.split(/[\s(/-]+/).some((part) => part.startsWith(first))) return 1;
  return 2;
}

function ranked(items: (PaletteItem & { text: string })[], words: readonly string[]) {
  return items
    .flatMap((item) => {
      const score = rank(item.label, item.text, words);
      return score === null ? [] : [{ item, score }];
    })
    .sort((a, b) => a.score - b.score || a.item.label.length - b.item.label.length)
    .slice(0, LOCAL_LIMIT)
    .map(({ item: { text: _text, ...item } }) => item);
}

/**
 * Actions and pages from the person's own menu, which the server already trimmed to what they
 * may open. With nothing typed, the actions alone.
 */
export function menuItems(groups: readonly NavGroup[], query: string): PaletteItem[] {
  const words = wordsOf(query);
  const entries = groups.flatMap((group) => group.items.map((item) => ({ group, item })));
  const open = new Set(entries.map(({ item }) => item.id));
  const actions = PALETTE_ACTIONS.filter((action) => open.has(action.page)).map((action) => ({
    value: `action:${action.id}`,
    section: 'Actions' as const,
    label: action.label,
    path: action.path,
    text: action.keywords ?? '',
  }));
  if (words.length === 0)
    return actions.slice(0, LOCAL_LIMIT).map(({ text: _text, ...item }) => item);
  const seen = new Set<string>();
  const pages = entries
    .filter(({ item }) => !seen.has(item.path) && Boolean(seen.add(item.path)))
    .map(({ group, item }) => ({
      value: `page:${item.path}`,
      section: 'Pages' as const,
      label: item.label,
      detail: group.label,
      path: item.path,
      text: group.label,
    }));
  return [...ranked(actions, words), ...ranked(pages, words)];
}

/** The server's people and records as palette lines; `personPath` says where a person opens. */
export function foundItems(
  found: SearchResponse | undefined,
  personPath: (employeeNumber: string) => string,
): PaletteItem[] {
  if (!found) return [];
  return [
    ...found.people.map((person) => ({
      value: `person:${person.employeeNumber}`,
      section: 'People' as const,
      label: person.name,
      detail: [person.position, person.department, person.employeeNumber]
        .filter(Boolean)
        .join(' · '),
      path: personPath(person.employeeNumber),
    })),
    ...found.records.map((record) => ({
      value: `record:${record.id}`,
      section: 'Records' as const,
      label: record.label,
      detail: record.form,
      path: record.path,
    })),
  ];
}
