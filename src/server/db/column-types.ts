import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string, string>;
/** `date` columns are read as `YYYY-MM-DD` text (see connection.ts). */
export type DateColumn = ColumnType<string, string, string>;
