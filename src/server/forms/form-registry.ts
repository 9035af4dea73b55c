import { createHash } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import { bundleDefinition } from '../../shared/forms/bundle';
import type { FormDefinition } from '../../shared/forms/definition';
import { fieldsOf, type FieldInfo } from '../../shared/forms/fields';
import { indexPlan, type IndexPlan } from '../../shared/forms/index-plan';
import { checkDefinitions, type Problem } from './check-definitions';
import { readDefinitionFiles } from './definition-files';
import { createRecordAjv } from './record-ajv';
import { compileClientValidator } from './client-validator';

/** A definition ready to serve: bundled, its index plan, and its compiled validator. */
export interface LoadedForm {
  definition: FormDefinition;
  fields: Map<string, FieldInfo>;
  plan: IndexPlan;
  validate: ValidateFunction;
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

/** The definitions this process serves, loaded once at start from the schemas folder. */
export class FormRegistry {
  private readonly forms: Map<string, LoadedForm>;
  private readonly validatorModules = new Map<string, string>();
  private readonly validatorHashes = new Map<string, string>();

  constructor(definitions: FormDefinition[]) {
    const ajv = createRecordAjv();
    this.forms = new Map(
      definitions.map((definition) => [
        definition.formId,
        {
          definition,
          fields: new Map(fieldsOf(definition).map((field) => [field.name, field])),
          plan: indexPlan(definition),
          validate: ajv.compile(definition.schema),
        },
      ]),
    );
  }

  get(formId: string): LoadedForm | undefined {
    return this.forms.get(formId);
  }

  all(): LoadedForm[] {
    return [...this.forms.values()];
  }

  /**
   * The content hash of the precompiled browser validator of a form as an organisation uses it
   * (`absent`: the fields its switches take out, which RJSF's precompiled validator must not
   * see either), compiling it on first use (about 50 ms a form, so not at start).
   */
  validatorHash(definition: FormDefinition, absent: ReadonlySet<string>): string {
    const key = JSON.stringify([definition.formId, ...[...absent].sort()]);
    const known = this.validatorHashes.get(key);
    if (known) return known;
    const code = compileClientValidator(definition.schema);
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 20);
    this.validatorHashes.set(key, hash);
    this.validatorModules.set(hash, code);
    return hash;
  }

  validatorModule(hash: string): string | undefined {
    return this.validatorModules.get(hash);
  }
}

/** Reads and checks `dir`; refuses to start on any problem, listing them all. */
export function loadFormRegistry(dir: string): FormRegistry {
  const { definitions, fragments, fragmentErrors } = readDefinitionFiles(dir);
  const problems: Problem[] = [
    ...fragmentErrors.map(({ file, parseError }) => ({
      file,
      pointer: '/',
      message: `not valid JSON: ${parseError}`,
    })),
    ...checkDefinitions(definitions, fragments),
  ];
  if (problems.length > 0) throw new DefinitionError(problems);
  return new FormRegistry(
    definitions.map(({ json }) => bundleDefinition(json as FormDefinition, fragments)),
  );
}
