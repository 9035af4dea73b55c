import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { writeTable, type Cell } from '../../http/table-download';
import type { ImportProblem } from '../../../shared/api/import-batches';
import type { SheetCell, SheetRow } from './read-sheet';

const asCell = (cell: SheetCell | undefined): Cell =>
  cell === null || cell === undefined
    ? ''
    : cell instanceof Date
      ? cell.toISOString().slice(0, 10)
      : typeof cell === 'boolean'
        ? cell
          ? 'Yes'
          : 'No'
        : cell;

/**
 * The file's rows as uploaded with a last "Problems" column (each bad cell's column and
 * message), so the file can be corrected where it is wrong and uploaded again.
 */
export async function problemsFile(
  headers: readonly string[],
  rows: readonly SheetRow[],
  problems: readonly ImportProblem[],
): Promise<Buffer> {
  const byRow = new Map<number, string[]>();
  for (const problem of problems)
    byRow.set(problem.row, [
      ...(byRow.get(problem.row) ?? []),
      `${problem.column}: ${problem.message}`,
    ]);
  const out = new PassThrough();
  const bytes = buffer(out);
  await writeTable(
    out,
    'xlsx',
    'Problems',
    [...headers, 'Problems'].map((title) => ({ title })),
    [
      rows.map((row) => [
        ...headers.map((_, index) => asCell(row.cells[index])),
        (byRow.get(row.row) ?? []).join('; '),
      ]),
    ],
  );
  return bytes;
}
