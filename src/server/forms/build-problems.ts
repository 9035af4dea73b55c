import type { ValidateFunction } from 'ajv';
import { bundleDefinition, type Fragments } from '../../shared/forms/bundle';
import type { FormDefinition } from '../../shared/forms/definition';
import { humanizeErrors } from '../../shared/forms/field-errors';
import type { JsonSchemaNode } from '../../shared/forms/fields';
import { bindOrg } from '../../shared/forms/org-binding';
import { applyRules, ruleErrors } from '../../shared/forms/rules';
import type { OrgFlags } from '../../shared/org-flags';
import { withFlagDefaults } from '../../shared/org-flag-defaults';
import { once } from '../../shared/once';
import { compileClientValidator } from './client-validator';
import type { CompileMemo } from './compile-memo';
import type { Problem } from './definition-problem';
import { createRecordAjv } from './record-ajv';

// The definition check's compiles: what the server and the browser build from a definition,
// and its seeds validated as records, each skipped when the memo saw the same input pass.

/**
 * One ajv of each kind for every definition checked, made by the first: a new one compiles the
 * dialect's meta-schema again (~15 ms each). Each schema is removed once compiled, so none sees
 * another's ids.
 */
const strictAjv = once(() => createRecordAjv({ strict: true }));
const recordAjv = once(() => createRecordAjv());

function compileAlone(ajv: ReturnType<typeof recordAjv>, schema: object): ValidateFunction {
  try {
    return ajv.compile(schema);
  } finally {
    ajv.removeSchema(schema);
  }
}

/** Every switch on: seeds must hold in an organisation that uses every feature. */
function everyFeatureOn(value: unknown): unknown {
  if (typeof value === 'boolean') return true;
  if (Array.isArray(value) || typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, everyFeatureOn(v)]));
}
const ALL_FEATURES = everyFeatureOn(withFlagDefaults({})) as OrgFlags;

/** Seeds as the rules make them and the schema accepts, in an organisation with every feature. */
function seedProblems(unbound: FormDefinition, memo: CompileMemo): Omit<Problem, 'file'>[] {
  const seeds = unbound.seed ?? [];
  if (seeds.length === 0) return [];
  const bundled = bindOrg(unbound, ALL_FEATURES).definition;
  const datas = seeds.map((record) => applyRules(bundled, record).data);
  let validate: ValidateFunction | undefined;
  const allValid = memo.passes(['seeds', bundled.schema, datas], () => {
    validate = compileAlone(recordAjv(), bundled.schema);
    return datas.every((data) => validate!(data));
  });
  return seeds.flatMap((record, index) => {
    const data = datas[index]!;
    if (JSON.stringify(data) !== JSON.stringify(record)) {
      return [
        {
          pointer: `/seed/${index}`,
          message:
            'differs from what the rules make of it (a computed value is wrong or a hidden field is filled)',
        },
      ];
    }
    const fields =
      allValid || validate!(data)
        ? ruleErrors(bundled, data)
        : humanizeErrors(validate!.errors ?? [], { root: bundled.schema as JsonSchemaNode });
    return fields.map((field) => ({
      pointer: `/seed/${index}${field.path}`,
      message: field.message,
    }));
  });
}

/** The JSON pointer (under /schema) of the first place a keyword is written, if any. */
function keywordPointer(node: unknown, keyword: string, pointer = '/schema'): string | null {
  if (!node || typeof node !== 'object') return null;
  for (const [key, value] of Object.entries(node)) {
    if (key === keyword) return pointer;
    const found = keywordPointer(
      value,
      keyword,
      `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
    );
    if (found) return found;
  }
  return null;
}

/** Where ajv's message says the slip is: a schema path it names, or the unknown keyword. */
function ajvProblem(schema: unknown, error: Error): Omit<Problem, 'file'> {
  const message = error.message.replace(/^strict mode: /, '');
  const path = /schema at path "#([^"]*)"/.exec(message)?.[1];
  const keyword = /unknown keyword: "([^"]+)"/.exec(message)?.[1];
  const pointer =
    path !== undefined ? `/schema${path}` : keyword ? keywordPointer(schema, keyword) : null;
  return { pointer: pointer ?? '/schema', message };
}

/**
 * Builds what the server and the browser build from a definition, so that whatever passes here
 * works at run time: the bundle (dialect, fragments, uiSchema), the server's validator in
 * strict mode, the browser's precompiled validator, and the list's index plan.
 */
export function buildProblems(
  definition: FormDefinition,
  fragments: Fragments,
  memo: CompileMemo,
): Omit<Problem, 'file'>[] {
  let bundled: FormDefinition;
  try {
    bundled = bundleDefinition(definition, fragments);
  } catch (error) {
    return [{ pointer: '/schema', message: (error as Error).message }];
  }
  let problem: Omit<Problem, 'file'> | undefined;
  memo.passes(['build', bundled.schema], () => {
    try {
      compileAlone(strictAjv(), bundled.schema);
      compileClientValidator(bundled.schema);
      return true;
    } catch (error) {
      problem = ajvProblem(definition.schema, error as Error);
      return false;
    }
  });
  return problem ? [problem] : seedProblems(bundled, memo);
}
