/**
 * Turns `limit + 1` rows fetched newest-first into one page and the cursor for the next: the
 * extra row only says that more exist.
 */
export function toKeysetPage<Row, Item>(
  rows: Row[],
  limit: number,
  idOf: (row: Row) => number,
  toItem: (row: Row) => Item,
) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last ? String(idOf(last)) : null,
  };
}
