import type { OrganizationExportManifest } from '../../shared/api/tenancy';

/** The export's README.txt: what the archive holds and how to read it, for whoever opens it. */
export function exportReadme(manifest: OrganizationExportManifest): string {
  const tables = Object.entries(manifest.tables);
  const width = Math.max(...tables.map(([name]) => name.length));
  const registered =
    manifest.registeredName === manifest.tradeName ? '' : ` (${manifest.registeredName})`;
  return [
    `${manifest.tradeName}${registered}, organisation "${manifest.orgId}"`,
    `Everything it had on ${manifest.exportedAt} (UTC), database schema ${manifest.schemaVersion}.`,
    '',
    'What is in this archive',
    '- <table>.json: every row of the organisation in that table, a JSON array of objects whose',
    '  keys are the columns. Times are UTC (ISO 8601); amounts are exact decimal text.',
    '- tables.xlsx: the same rows, one sheet per table that has any. A cell holds at most',
    '  32,767 characters; a longer value is cut there and is whole in the JSON file.',
    '- files/: the stored files (uploads, generated documents, the branding images), under',
    "  files/<table>/. In the tables their column holds the file's path in this archive.",
    '  Other binary values (hashes of sign-in tokens) are written as \\x and hexadecimal digits;',
    '  password hashes (argon2id) are kept as stored.',
    '- manifest.json: the organisation, the time and the number of rows per table.',
    '',
    `Rows per table (${manifest.files} files):`,
    ...tables.map(([name, rows]) => `  ${name.padEnd(width)}  ${rows}`),
    '',
  ].join('\n');
}
