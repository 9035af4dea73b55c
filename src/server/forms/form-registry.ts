import { createHash } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import { LRUCache } from 'lru-cache';
import { bundleDefinition, type Fragments } from '../../shared/forms/bundle';
import type { FormDefinition } from '../../shared/forms/definition';
import { fieldsOf, type FieldInfo } from '../../shared/forms/fields';
import { indexPlan, type IndexPlan } from '../../shared/forms/index-plan';
import { checkDefinitions } from './check-definitions';
import { COMPILE_MEMO_FILE, CompileMemo } from './compile-memo';
import type { Problem } from './definition-problem';
import { readDefinitionFiles } from './definition-files';
import { createRecordAjv } from './record-ajv';
import { compileClientValidator } from './client-validator';
import { EVERY_KEY } from '../db/change-feed';

/** A definition ready to serve: bundled, its index plan, and its compiled validator. */
export interface LoadedForm {
  definition: FormDefinition;
  /** As written (fragments referenced, no derived uiSchema): what a file of schemas/ holds. */
  authored: FormDefinition;
  fields: Map<string, FieldInfo>;
  plan: IndexPlan;
  validate: ValidateFunction;
  /** Set for a record type an organisation built in the browser: whose it is, which version. */
  built?: { orgId: string; version: number };
}

export class DefinitionError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `schemas/ has ${problems.length} problem(s):\n` +
        problems.map((p) => `  ${p.file} ${p.pointer}: ${p.message}`).join('\n'),
    );
    this.name = 'DefinitionError';
  }
}

function loaded(
  authored: FormDefinition,
  fragments: Fragments,
  ajv: ReturnType<typeof createRecordAjv>,
  built?: LoadedForm['built'],
): LoadedForm {
  const definition = bundleDefinition(authored, fragments);
  let validate: ValidateFunction | undefined;
  return {
    definition,
    authored,
    fields: new Map(fieldsOf(definition).map((field) => [field.name, field])),
    plan: indexPlan(definition),
    // Compiled on first use: a start compiles none of a hundred forms it may not serve soon.
    get validate() {
      return (validate ??= ajv.compile(definition.schema));
    },
    ...(built ? { built } : {}),
  };
}

/** An organisation's record type as the form builder saved it, at its version. */
export interface BuiltDefinition {
  definition: FormDefinition;
  version: number;
}

/**
 * The definitions this process serves: the files of `schemas/`, loaded once at start, and each
 * organisation's own record types from the form builder, loaded on its first request and
 * forgotten when a builder save commits in any process (`forgetBuilt`), so the next request
 * loads them again. A file's formId wins over a built one's.
 */
export class FormRegistry {
  private readonly files: Map<string, LoadedForm>;
  private readonly built = new Map<string, Map<string, LoadedForm>>();
  private readonly loading = new Map<string, Promise<void>>();
  // File forms' validators stay; built and previewed ones come and go, so they are bounded.
  private readonly validatorModules = new Map<string, string>();
  private readonly passingModules = new LRUCache<string, string>({ max: 300 });
  private readonly validatorHashes = new LRUCache<string, string>({ max: 2000 });

  constructor(
    /** The files' definitions as written; bundled here. */
    authored: FormDefinition[],
    /** The `_defs` fragments, for bundling the files and what the builder saves. */
    readonly fragments: Fragments = {},
  ) {
    const ajv = createRecordAjv();
    this.files = new Map(
      authored.map((definition) => [definition.formId, loaded(definition, fragments, ajv)]),
    );
  }

  /** A definition of `schemas/` (bespoke code names these by formId). */
  get(formId: string): LoadedForm | undefined {
    return this.files.get(formId);
  }

  /** The definitions of `schemas/`. */
  all(): LoadedForm[] {
    return [...this.files.values()];
  }

  /** A definition as an organisation sees it: a file's, else one it built (once loaded). */
  find(formId: string, orgId: string): LoadedForm | undefined {
    return this.files.get(formId) ?? this.built.get(orgId)?.get(formId);
  }

  /** Every definition an organisation has: the files' and its own. */
  allFor(orgId: string): LoadedForm[] {
    const own = [...(this.built.get(orgId)?.values() ?? [])].filter(
      ({ definition }) => !this.files.has(definition.formId),
    );
    return [...this.files.values(), ...own];
  }

  /**
   * Loads an organisation's built definitions once until they change (`read` runs as that org).
   * A load under way when they change is not kept, since it may have read them from before: the
   * caller waits for the load that follows instead.
   */
  async ensureBuilt(orgId: string, read: () => Promise<BuiltDefinition[]>): Promise<void> {
    let pending = this.loading.get(orgId);
    if (!pending) {
      const load: Promise<void> = read().then(
        (saved) => {
          if (this.loading.get(orgId) !== load) return;
          this.built.set(
            orgId,
            new Map(
              saved.map(
                ({ definition, version }) =>
                  [definition.formId, this.prepare(definition, orgId, version)] as const,
              ),
            ),
          );
        },
        (error: unknown) => {
          if (this.loading.get(orgId) === load) this.loading.delete(orgId);
          throw error;
        },
      );
      this.loading.set(orgId, load);
      pending = load;
    }
    await pending;
    if (this.loading.get(orgId) !== pending) await this.ensureBuilt(orgId, read);
  }

  /**
   * Bundles and compiles an authored definition of an organisation (checked already); `version`
   * is the builder's, which keys its browser validator.
   */
  prepare(authored: FormDefinition, orgId: string, version = 0): LoadedForm {
    return loaded(authored, this.fragments, createRecordAjv(), { orgId, version });
  }

  /** An organisation's built definitions changed (EVERY_KEY: any organisation's). */
  forgetBuilt(orgId: string): void {
    for (const forgotten of orgId === EVERY_KEY ? [...this.loading.keys()] : [orgId]) {
      this.loading.delete(forgotten);
      this.built.delete(forgotten);
    }
  }

  /**
   * The content hash of the precompiled browser validator of a form as an organisation uses it
   * (`absent`: the fields its switches take out, which RJSF's precompiled validator must not
   * see either), compiling it on first use (about 50 ms a form, so not at start).
   */
  validatorHash(form: LoadedForm, definition: FormDefinition, absent: ReadonlySet<string>): string {
    const origin = form.built ? [form.built.orgId, form.built.version] : [];
    const key = JSON.stringify([definition.formId, ...origin, ...[...absent].sort()]);
    const known = this.validatorHashes.get(key);
    if (known && this.validatorModule(known)) return known;
    const hash = this.compileValidator(definition, !form.built);
    this.validatorHashes.set(key, hash);
    return hash;
  }

  /** Compiles a validator module; a built or previewed form's is kept while in use. */
  compileValidator(definition: FormDefinition, lasting = false): string {
    const code = compileClientValidator(definition.schema);
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 20);
    if (lasting) this.validatorModules.set(hash, code);
    else this.passingModules.set(hash, code);
    return hash;
  }

  validatorModule(hash: string): string | undefined {
    return this.validatorModules.get(hash) ?? this.passingModules.get(hash);
  }
}

/** What the definition check reads: the files of a `schemas/` folder as found. */
type DefinitionFolder = ReturnType<typeof readDefinitionFiles>;

/** Every problem the definition check finds in a folder's files. */
function folderProblems(files: DefinitionFolder, memo: CompileMemo): Problem[] {
  return [
    ...files.fragmentErrors.map(({ file, parseError }) => ({
      file,
      pointer: '/',
      message: `not valid JSON: ${parseError}`,
    })),
    ...checkDefinitions(files.definitions, files.fragments, { memo }),
  ];
}

/** The definitions and fragments of `dir`, and every problem the check finds in them. */
export function checkDefinitionFolder(
  dir: string,
  memo: CompileMemo,
): DefinitionFolder & { problems: Problem[] } {
  const files = readDefinitionFiles(dir);
  const problems = folderProblems(files, memo);
  memo.save();
  return { ...files, problems };
}

/**
 * The digest of the server's sources when it runs built ahead (`scripts/server-build.mjs` defines
 * it; unset when run from TypeScript): the definition check's own code is that build's.
 */
const SERVER_BUILD = process.env.HCM_SERVER_BUILD;

/**
 * The definitions of `dir` as written, and its fragments, once every check passed; on any problem
 * it throws them all (the server refuses to start). A build that passed this very folder before
 * passes it again without checking each definition (~0.2 s of a start): the memo's key is the
 * build with every file's content.
 */
export function readCheckedDefinitions(
  dir: string,
  {
    build = SERVER_BUILD,
    memo = new CompileMemo(COMPILE_MEMO_FILE),
    check = folderProblems,
  }: { build?: string; memo?: CompileMemo; check?: typeof folderProblems } = {},
): { authored: FormDefinition[]; fragments: Fragments } {
  const files = readDefinitionFiles(dir);
  let problems: Problem[] = [];
  const passes = () => (problems = check(files, memo)).length === 0;
  if (build) memo.passes({ build, files }, passes);
  else passes();
  memo.save();
  if (problems.length > 0) throw new DefinitionError(problems);
  return {
    authored: files.definitions.map(({ json }) => json as FormDefinition),
    fragments: files.fragments,
  };
}

/** A registry serving the checked files of `dir`. */
export function loadFormRegistry(dir: string): FormRegistry {
  const { authored, fragments } = readCheckedDefinitions(dir);
  return new FormRegistry(authored, fragments);
}
