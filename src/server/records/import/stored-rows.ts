import type { SheetCell, SheetRow } from './read-sheet';

/** A cell as stored in `import_batches.rows`: JSON has no dates, so a date is `{ d: iso }`. */
type StoredCell = string | number | boolean | null | { d: string };

/** Rows as compact JSON: `[sheetRow, ...cells]` each. */
export function storeRows(rows: readonly SheetRow[]): string {
  return JSON.stringify(
    rows.map((row) => [
      row.row,
      ...row.cells.map((cell): StoredCell =>
        cell instanceof Date ? { d: cell.toISOString() } : cell,
      ),
    ]),
  );
}

/** The rows `storeRows` stored, dates as dates again. */
export function loadRows(stored: unknown): SheetRow[] {
  return (stored as [number, ...StoredCell[]][]).map(([row, ...cells]) => ({
    row,
    cells: cells.map((cell): SheetCell =>
      cell !== null && typeof cell === 'object' ? new Date(cell.d) : cell,
    ),
  }));
}
