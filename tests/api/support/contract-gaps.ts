import { alternativesOf, type Operation, type SchemaNode } from './openapi';

/**
 * Where an operation's contract leaves input unbounded: an object open to unknown fields, text
 * without a length, format, pattern or choice, a number without both bounds, a list without a
 * maximum. Free-form values (`{}`: record data, application details) are allowed, because a
 * definition validates them after routing; the boundary rule still covers them.
 */
export function contractGaps(op: Operation): string[] {
  const gaps: string[] = [];
  const check = (schema: SchemaNode, at: string) => {
    const alternatives = alternativesOf(schema);
    if (alternatives.length > 1 || alternatives[0] !== schema) {
      alternatives.forEach((alternative) => check(alternative, at));
      return;
    }
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (schema.enum || schema.const !== undefined) return;
    if (type === 'object' || schema.properties) {
      if (schema.additionalProperties === undefined || schema.additionalProperties === true)
        gaps.push(`${at}: object open to unknown fields`);
      for (const [key, child] of Object.entries(schema.properties ?? {}))
        check(child, `${at}/${key}`);
      if (typeof schema.additionalProperties === 'object')
        check(schema.additionalProperties, `${at}/*`);
    } else if (type === 'array') {
      if (schema.maxItems === undefined) gaps.push(`${at}: list without maxItems`);
      if (schema.items) check(schema.items, `${at}/0`);
    } else if (type === 'string') {
      const bounded = ['maxLength', 'format', 'pattern'].some((key) => key in schema);
      if (!bounded) gaps.push(`${at}: text without maxLength, format or pattern`);
    } else if (type === 'integer' || type === 'number') {
      if (schema.minimum === undefined && schema.exclusiveMinimum === undefined)
        gaps.push(`${at}: number without a minimum`);
      if (schema.maximum === undefined && schema.exclusiveMaximum === undefined)
        gaps.push(`${at}: number without a maximum`);
    }
  };
  for (const param of op.params) check(param.schema, `${param.place} ${param.name}`);
  if (op.body) check(op.body, 'body');
  return gaps;
}
