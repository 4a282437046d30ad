import type { ColumnType } from 'kysely';

/** The column kinds every schema-*.ts file shares: set by the database, or written as a date. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type Identity = ColumnType<number, never, never>;
