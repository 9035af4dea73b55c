import { describe, expect, it } from 'vitest';
import {
  archivePath,
  cellValue,
  fileColumnsOf,
  jsonValue,
  namesItsStore,
} from '../../../../src/server/tenancy/export-values';
import type { TenantTable } from '../../../../src/server/tenancy/tenant-tables';
import { initialsOf } from '../../../../src/server/organization/brand-assets';

const files: TenantTable = {
  name: 'files',
  columns: [
    { name: 'org_id', type: 'text' },
    { name: 'id', type: 'uuid' },
    { name: 'name', type: 'text' },
    { name: 'content_type', type: 'text' },
    { name: 'body', type: 'bytea' },
    { name: 'store', type: 'text' },
  ],
  primaryKey: ['org_id', 'id'],
  references: [],
};
const sessions: TenantTable = {
  name: 'sessions',
  columns: [
    { name: 'org_id', type: 'text' },
    { name: 'session_id', type: 'uuid' },
    { name: 'token_hash', type: 'bytea' },
  ],
  primaryKey: ['org_id', 'session_id'],
  references: [],
};

describe('export values', () => {
  it('takes the binary columns of rows with a content type for files, and no others', () => {
    expect(fileColumnsOf(files)).toEqual(['body']);
    expect(fileColumnsOf(sessions)).toEqual([]);
  });

  it('reads the bytes of a table whose rows name their store from that store', () => {
    expect(namesItsStore(files)).toBe(true);
    expect(namesItsStore(sessions)).toBe(false);
  });

  it('names a file by its row key and its own name, kept inside its folder', () => {
    expect(archivePath(files, { id: 'f1', name: 'Payslips Oct.zip' }, 'body')).toBe(
      'files/files/f1-Payslips Oct.zip',
    );
    expect(archivePath(files, { id: 'f2', name: '../../etc/passwd' }, 'body')).toBe(
      'files/files/f2-.._.._etc_passwd',
    );
    const assets = { ...files, name: 'org_assets', primaryKey: ['org_id', 'name'] };
    expect(archivePath(assets, { name: 'logo.svg' }, 'body')).toBe('files/org_assets/logo.svg');
    expect(archivePath(assets, { name: '.hidden' }, 'body')).toBe('files/org_assets/hidden');
  });

  it('writes other binary values as PostgreSQL prints them', () => {
    expect(jsonValue(Buffer.from([0xde, 0xad]))).toBe('\\xdead');
    expect(cellValue(Buffer.from([0x01]))).toBe('\\x01');
  });

  it('keeps a cell a value, never a formula, and within what a cell holds', () => {
    expect(cellValue(null)).toBeNull();
    expect(cellValue(12)).toBe(12);
    expect(cellValue(true)).toBe(true);
    const at = new Date('2026-12-05T01:02:03Z');
    expect(cellValue(at)).toBe(at);
    expect(cellValue('=1+1')).toBe('=1+1');
    expect(cellValue({ a: [1] })).toBe('{"a":[1]}');
    const long = cellValue('x'.repeat(40_000)) as string;
    expect(long.length).toBeLessThanOrEqual(32_767);
    expect(long).toMatch(/the whole value is in the table's JSON file\)$/);
  });
});

describe('brand initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Bayani Foods, Inc.')).toBe('BF');
    expect(initialsOf('acme')).toBe('A');
    expect(initialsOf('  ñino   123 Corp')).toBe('Ñ1');
    expect(initialsOf('***')).toBe('?');
  });
});
