import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import { ZipFile } from 'yazl';
import type { OrganizationExportManifest } from '../../shared/api/tenancy';
import type { FileStoreKind } from '../config';
import type { Database } from '../db/database';
import { SCHEMA_VERSION } from '../db/migrations';
import { withOrg, type Tx } from '../db/tenant';
import type { FileStores } from '../files/store/file-stores';
import { AppError } from '../http/app-error';
import { exportReadme } from './export-readme';
import { archivePath, fileColumnsOf, jsonValue, namesItsStore } from './export-values';
import { TablesWorkbook } from './export-workbook';
import { auditOrganization, type Operator } from '../audit/platform-audit';
import { tenantTables, type TenantTable } from './tenant-tables';

/** Rows read per round trip; a stored file is read on its own when the archive reaches it. */
const BATCH = 500;

type Row = Record<string, unknown>;

/** What every table's export writes into: the archive, the workbook, the snapshot they read. */
interface Archive {
  tx: Tx;
  orgId: string;
  zip: ZipFile;
  workbook: TablesWorkbook;
  stores: FileStores;
  /** Rejects when the archive can no longer be written (the output failed). */
  failed: Promise<never>;
}

/** Writes to an entry, waiting while the archive is behind: rows never pile up in memory. */
async function write(stream: PassThrough, text: string, failed: Promise<never>): Promise<void> {
  if (!stream.write(text)) await Promise.race([once(stream, 'drain'), failed]);
}

/** A file's bytes kept in its own row, read by the row's primary key. */
async function bytesInRow(tx: Tx, table: TenantTable, column: string, row: Row): Promise<Buffer> {
  const { rows } = await sql<{ body: Buffer }>`
    select ${sql.ref(column)} as body from ${sql.table(table.name)}
    where ${sql.join(
      table.primaryKey.map((key) => sql`${sql.ref(key)} = ${row[key]}`),
      sql` and `,
    )}
  `.execute(tx);
  return rows[0]?.body ?? Buffer.alloc(0);
}

/**
 * One table's rows of the organisation, in primary key order, into `<table>.json` and a sheet
 * of the workbook, read through a cursor a batch at a time; its stored files follow as entries
 * under files/ that read their bytes when the archive gets to them.
 */
async function exportTable(
  { tx, orgId, zip, workbook, stores, failed }: Archive,
  table: TenantTable,
): Promise<{ rows: number; files: number }> {
  const columns = table.columns.map((column) => column.name);
  const fileColumns = fileColumnsOf(table);
  const inStore = namesItsStore(table);
  // What reads a row's file when the archive reaches it, holding only what finds it.
  const readerOf = (column: string, row: Row): (() => Promise<Buffer>) => {
    if (inStore) {
      const file = { orgId, id: String(row.id) };
      const store = row.store as FileStoreKind;
      return () => stores.read(tx, file, store);
    }
    const key = Object.fromEntries(table.primaryKey.map((name) => [name, row[name]]));
    return () => bytesInRow(tx, table, column, key);
  };
  const json = new PassThrough();
  zip.addReadStream(json, `${table.name}.json`);
  const selected = columns.map((name) =>
    fileColumns.includes(name)
      ? sql`octet_length(${sql.ref(name)}) as ${sql.ref(name)}`
      : sql.ref(name),
  );
  // The organisation's own id, as every query names it (its row's check keeps it to [a-z0-9-]).
  await sql`
    declare export_rows no scroll cursor for
    select ${sql.join(selected)} from ${sql.table(table.name)}
    where org_id = ${sql.lit(orgId)}
    order by ${sql.join(table.primaryKey.map((key) => sql.ref(key)))}
  `.execute(tx);
  let rows = 0;
  let files = 0;
  for (;;) {
    const batch = (await sql<Row>`fetch forward ${sql.lit(BATCH)} from export_rows`.execute(tx))
      .rows;
    if (batch.length === 0) break;
    for (const row of batch) {
      for (const column of fileColumns.filter((name) => inStore || row[name] !== null)) {
        const path = archivePath(table, row, column);
        const read = readerOf(column, row);
        zip.addReadStreamLazy(path, (hand) => {
          read().then(
            (body) => hand(null, Readable.from([body])),
            (error: unknown) => hand(error, Readable.from([])),
          );
        });
        row[column] = path;
        files += 1;
      }
      const record = Object.fromEntries(columns.map((name) => [name, jsonValue(row[name])]));
      await write(json, `${rows === 0 ? '[\n' : ',\n'}${JSON.stringify(record)}`, failed);
      workbook.addRow(
        table.name,
        columns,
        columns.map((name) => row[name]),
      );
      rows += 1;
    }
  }
  await sql`close export_rows`.execute(tx);
  json.end(rows === 0 ? '[]\n' : '\n]\n');
  return { rows, files };
}

/**
 * Writes everything of an organisation to `out` as one ZIP a person can open: per tenant table
 * (found in the catalogue) `<table>.json`, the workbook `tables.xlsx` with a sheet per table
 * that has rows, the stored files under files/ (read from the store each one's row names), and
 * manifest.json and README.txt. Read as the
 * app role with the organisation set, in one read-only snapshot, streamed: memory holds a batch
 * of rows and one file at a time. Once the archive is whole, the export is recorded
 * (`organizations.exported_at`, which deleting it needs) and audited.
 */
export async function exportOrganization(
  db: Kysely<Database>,
  stores: FileStores,
  orgId: string,
  out: NodeJS.WritableStream,
  by: Operator,
): Promise<OrganizationExportManifest> {
  const dir = await mkdtemp(join(tmpdir(), 'hcm-export-'));
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, out);
  const failed = new Promise<never>((_, reject) => void written.catch(reject));
  failed.catch(() => undefined);
  try {
    const manifest = await withOrg(
      db,
      orgId,
      async (tx) => {
        const org = await tx
          .selectFrom('organizations')
          .select(['trade_name', 'registered_name', sql<Date>`now()`.as('snapshot_at')])
          .where('org_id', '=', orgId)
          .executeTakeFirst();
        if (!org) throw new AppError('not_found', `There is no organisation "${orgId}".`);
        const workbook = await TablesWorkbook.create(join(dir, 'tables.xlsx'));
        const archive: Archive = { tx, orgId, zip, workbook, stores, failed };
        const tables: Record<string, number> = {};
        let files = 0;
        for (const table of await tenantTables(tx)) {
          const counted = await exportTable(archive, table);
          tables[table.name] = counted.rows;
          files += counted.files;
        }
        await workbook.commit();
        zip.addFile(workbook.path, 'tables.xlsx');
        const manifest: OrganizationExportManifest = {
          orgId,
          tradeName: org.trade_name,
          registeredName: org.registered_name,
          // The snapshot's start: nothing committed later is in the archive.
          exportedAt: org.snapshot_at.toISOString(),
          schemaVersion: SCHEMA_VERSION,
          tables,
          files,
        };
        zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), 'manifest.json');
        zip.addBuffer(Buffer.from(exportReadme(manifest)), 'README.txt');
        zip.end();
        // Files are read from the snapshot as the archive reaches them: it stays open till then.
        await written;
        return manifest;
      },
      { snapshot: true },
    );
    await withOrg(db, orgId, async (tx) => {
      await tx
        .updateTable('organizations')
        .set({ exported_at: manifest.exportedAt })
        .where('org_id', '=', orgId)
        .execute();
      await auditOrganization(tx, orgId, by, 'organization-exported', {
        rows: Object.values(manifest.tables).reduce((sum, rows) => sum + rows, 0),
        files: manifest.files,
      });
    });
    return manifest;
  } catch (error) {
    (zip.outputStream as Readable).destroy(error as Error);
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
