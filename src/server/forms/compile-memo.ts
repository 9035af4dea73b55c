import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compileClientValidator } from './client-validator';
import { createRecordAjv, RECORD_AJV_OPTIONS, RECORD_FORMATS } from './record-ajv';

/** Passes kept across starts: a few times what schemas/ needs. */
const MAX_KEPT = 5_000;
/** An installed package's version, as the memo's folder beside it has it. */
function versionOf(name: string): string {
  try {
    return (
      JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    return 'unknown';
  }
}

/**
 * What decides whether a schema compiles and data passes it, besides the schema and the data:
 * the validator libraries' versions and the engine's own ajv set-up, as its source text.
 */
const ENGINE = JSON.stringify([
  ['ajv', 'ajv-formats', '@rjsf/validator-ajv8'].map((name) => `${name}@${versionOf(name)}`),
  RECORD_AJV_OPTIONS,
  Object.entries(RECORD_FORMATS).map(([name, format]) => `${name}=${format.source}`),
  createRecordAjv.toString(),
  compileClientValidator.toString(),
]);

/**
 * The compiles the definition check has seen pass, by digest of what they compiled, so a start
 * with unchanged definitions compiles none of them again (each schema is compiled three ways,
 * ~5 ms each: most of a start's time). Only passes are kept: a failure is compiled again and
 * reported with its message. `file`, when given, keeps them across starts (this check's passes
 * first, then earlier ones up to a bound: test suites check other folders too); a file that
 * cannot be read or written (a read-only image) only costs the compiles.
 */
export class CompileMemo {
  private readonly known: Set<string>;
  private readonly passed = new Set<string>();

  constructor(private readonly file?: string) {
    this.known = new Set(file ? readDigests(file) : []);
  }

  /** Whether `check` passes `input`: asked only when the same input did not pass before. */
  passes(input: unknown, check: () => boolean): boolean {
    const digest = createHash('sha256').update(ENGINE).update(JSON.stringify(input)).digest('hex');
    const passed = this.known.has(digest) || this.passed.has(digest) || check();
    if (passed) this.passed.add(digest);
    return passed;
  }

  /** Writes the passes down (atomically: instances starting together may all write). */
  save(): void {
    if (!this.file || [...this.passed].every((digest) => this.known.has(digest))) return;
    const kept = [...new Set([...this.passed, ...this.known])].slice(0, MAX_KEPT);
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      const temporary = `${this.file}.${process.pid}`;
      writeFileSync(temporary, JSON.stringify(kept));
      renameSync(temporary, this.file);
    } catch {
      // Not writable here: the next start compiles again.
    }
  }
}

function readDigests(file: string): string[] {
  try {
    const digests: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(digests) ? digests.filter((d) => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

/** Where the server keeps its memo: the conventional cache folder of the installed packages. */
export const COMPILE_MEMO_FILE = join('node_modules', '.cache', 'hcm', 'definition-compiles.json');
