import Papa from 'papaparse';
import { FORMULA_START } from '../../shared/format/csv-cell';

type CsvCell = string | number | null;

/**
 * Rows as CSV lines joined by CRLF (no line end after the last): the one CSV writer of the
 * server. Text a spreadsheet would run as a formula is written inert (`FORMULA_START`, the
 * client's rule too); numbers and plain numeric text are written as they are, null as empty.
 */
export const csvLines = (rows: readonly (readonly CsvCell[])[]): string =>
  Papa.unparse(rows as CsvCell[][], { escapeFormulae: FORMULA_START, newline: '\r\n' });
