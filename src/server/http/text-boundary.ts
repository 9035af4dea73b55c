import type { ErrorObject } from 'ajv';

/** Deeper than this, a request is refused: no form nests anywhere near it. */
export const MAX_NESTING = 32;

/** What the boundary refuses in a value; the error keywords `humanizeErrors` words. */
export type BoundaryKeyword =
  'nulCharacter' | 'unpairedSurrogate' | 'unsafeNumber' | 'nameNotStorable' | 'tooDeep';

const pointerSegment = (name: string) => name.replaceAll('~', '~0').replaceAll('/', '~1');

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): BoundaryKeyword | null {
  if (text.includes('\u0000')) return 'nulCharacter';
  if (UNPAIRED_SURROGATE.test(text)) return 'unpairedSurrogate';
  return null;
}

const problem = (keyword: BoundaryKeyword, instancePath: string): ErrorObject => ({
  keyword,
  instancePath,
  schemaPath: '#/boundary',
  params: {},
});

/**
 * What PostgreSQL cannot store or the API will not carry, anywhere in a request part: text
 * with a NUL character or an unpaired UTF-16 surrogate (in values and in field names), numbers
 * beyond the safe integer range, and nesting deeper than `MAX_NESTING`. One rule for every
 * route, including the free-form parts (record data, application details) that are validated
 * against a definition only after routing. Iterative, so a hostile depth cannot overflow the
 * stack.
 */
export function boundaryErrors(value: unknown): ErrorObject[] {
  const errors: ErrorObject[] = [];
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value, path: '', depth: 0 },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path, depth } = next;
    if (typeof current === 'string') {
      const keyword = textProblem(current);
      if (keyword) errors.push(problem(keyword, path));
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current) || Math.abs(current) > Number.MAX_SAFE_INTEGER)
        errors.push(problem('unsafeNumber', path));
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_NESTING) {
        errors.push(problem('tooDeep', path));
        continue;
      }
      for (const [name, child] of Object.entries(current)) {
        const childPath = `${path}/${pointerSegment(name)}`;
        if (textProblem(name)) errors.push(problem('nameNotStorable', childPath));
        else pending.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return errors;
}
