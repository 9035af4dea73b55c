interface RichNode {
  text?: unknown;
  children?: unknown;
}

function textOf(node: RichNode): string {
  if (typeof node.text === 'string') return node.text;
  if (!Array.isArray(node.children)) return '';
  return (node.children as RichNode[]).map(textOf).join('');
}

/** The text of a rich-text (Slate) document, its blocks joined by spaces (or `between`). */
export function richTextPlain(value: unknown, between = ' '): string {
  if (!Array.isArray(value)) return '';
  return (value as RichNode[])
    .map((block) => textOf(block).trim())
    .filter(Boolean)
    .join(between);
}
