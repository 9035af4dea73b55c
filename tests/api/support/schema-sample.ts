import { randomUUID } from 'node:crypto';
import RandExp from 'randexp';
import { alternativesOf, type SchemaNode } from './openapi';

/**
 * A value for a named slot (a parameter or a body field) from the suite's own data (a record
 * id, an employee number, the other organisation's tokens); undefined leaves it to the schema.
 */
export type Hints = (name: string, schema: SchemaNode) => unknown;

const today = new Date().toISOString().slice(0, 10);

function sampleString(schema: SchemaNode): string {
  switch (schema.format) {
    case 'date':
      return today;
    case 'date-time':
      return new Date().toISOString();
    case 'uuid':
      return randomUUID();
    case 'email':
      return 'someone@example.com';
  }
  if (schema.pattern) {
    const generator = new RandExp(schema.pattern);
    generator.max = Math.min(schema.maxLength ?? 8, 8);
    // A fixed seed: the same sample every run, so a failure reproduces.
    generator.randInt = (from: number) => from;
    return generator.gen();
  }
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

function sampleNumber(schema: SchemaNode): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
  const high = schema.maximum ?? (schema.exclusiveMaximum ?? Infinity) - 1;
  return Math.min(Math.max(1, low), high);
}

/**
 * A valid value of `schema`: the hint for its name, else its example, default, const or first
 * enum value, else one built from its type (required properties only; one item for a list).
 */
export function sampleOf(schema: SchemaNode, name: string, hints: Hints): unknown {
  const hinted = hints(name, schema);
  if (hinted !== undefined) return hinted;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = alternativesOf(schema);
  if (alternatives.length > 1 || alternatives[0] !== schema) {
    const chosen = alternatives.find((alt) => alt.type !== 'null') ?? alternatives[0];
    return chosen ? sampleOf(chosen, name, hints) : null;
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return (schema.minItems ?? 0) > 0 && schema.items
        ? [sampleOf(schema.items, name, hints)]
        : [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [
          key,
          sampleOf(schema.properties?.[key] ?? {}, key, hints),
        ]),
      );
    default:
      return {};
  }
}
