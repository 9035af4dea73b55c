type Pair = { before: unknown; after: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPair = (value: unknown): value is Pair =>
  isObject(value) && 'before' in value && 'after' in value;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : 'none';
  // A described thing (an image: its name, type and size) by its name.
  if (isObject(value)) return typeof value.name === 'string' ? value.name : JSON.stringify(value);
  return String(value);
}

/**
 * The before/after pairs of an audit entry's detail, wherever they sit, one line each:
 * `flags.app_web_bundy: off → on`, `tradeName: Acme → Acme Holdings`. A detail that is one
 * pair itself is named by its `kind` (`logo: logo.svg → logo.3f2a9c01b7de.png`).
 */
export function auditChanges(detail: Record<string, unknown>): string[] {
  const walk = (node: unknown, at: string): string[] => {
    if (isPair(node)) return [`${at}: ${valueText(node.before)} → ${valueText(node.after)}`];
    if (!isObject(node)) return [];
    return Object.entries(node).flatMap(([key, child]) => walk(child, at ? `${at}.${key}` : key));
  };
  return walk(detail, typeof detail.kind === 'string' ? detail.kind : '');
}
