import jsonLogic from 'json-logic-js';
import type { FieldError } from '../api/errors';
import type { FormDefinition } from './definition';
import type { JsonSchemaNode } from './fields';
import { fragmentName, propertiesOf, words } from './fields';

type Data = Record<string, unknown>;
type RuleSet = Pick<FormDefinition, 'schema' | 'rules'>;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

function truthy(rule: unknown, data: Data): boolean {
  return Boolean(jsonLogic.truthy(jsonLogic.apply(rule as jsonLogic.RulesLogic, data)));
}

function propertyOf(definition: RuleSet, name: string): JsonSchemaNode | undefined {
  return propertiesOf(definition.schema as JsonSchemaNode)[name];
}

/** Integer fields and money (integer centavos) get whole results; others keep the value. */
function coerceComputed(value: unknown, schema: JsonSchemaNode | undefined): unknown {
  if (typeof value !== 'number') return value;
  // Arithmetic over a missing input gives NaN: the result is then "no value", not a number.
  if (!Number.isFinite(value)) return undefined;
  const whole = schema?.type === 'integer' || fragmentName(schema?.$ref) === 'money';
  return whole ? Math.round(value) : value;
}

/**
 * The definition's rules applied to a record, identically in the browser and on the server:
 * computed fields take their computed value whatever was sent (so a total cannot be forged),
 * then fields whose `visible` rule is false are dropped (a hidden field is never stored).
 */
export function applyRules(definition: RuleSet, input: Data): { data: Data; hidden: string[] } {
  const data: Data = { ...input };
  for (const [field, rule] of Object.entries(definition.rules?.computed ?? {})) {
    const value = coerceComputed(
      jsonLogic.apply(rule as jsonLogic.RulesLogic, data),
      propertyOf(definition, field),
    );
    if (value === null || value === undefined) delete data[field];
    else data[field] = value;
  }
  const hidden = Object.entries(definition.rules?.visible ?? {})
    .filter(([, rule]) => !truthy(rule, data))
    .map(([field]) => field);
  for (const field of hidden) delete data[field];
  return { data, hidden };
}

/**
 * What the rules refuse in this data: fields a `required` rule makes mandatory but which are
 * empty, and cross-field `checks` that fail (e.g. debits must equal credits).
 */
export function ruleErrors(definition: RuleSet, data: Data): FieldError[] {
  const hidden = new Set(
    Object.entries(definition.rules?.visible ?? {})
      .filter(([, rule]) => !truthy(rule, data))
      .map(([field]) => field),
  );
  const missing = Object.entries(definition.rules?.required ?? {})
    .filter(([field, rule]) => !hidden.has(field) && isEmpty(data[field]) && truthy(rule, data))
    .map(([field]) => ({
      path: `/${field}`,
      message: `${propertyOf(definition, field)?.title ?? words(field)} is required`,
    }));
  const failed = (definition.rules?.checks ?? [])
    .filter((check) => !hidden.has(check.field) && !truthy(check.rule, data))
    .map((check) => ({ path: `/${check.field}`, message: check.message }));
  return [...missing, ...failed];
}
