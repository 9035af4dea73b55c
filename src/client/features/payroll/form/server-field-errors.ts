import { deepEquals, type ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '../../../../shared/api/errors';
import { toErrorSchema } from '../../../engine/form/rjsf-errors';

type Data = Record<string, unknown>;

/** A refused request: its message, its field errors and the data they were about. */
export interface ServerProblem {
  message: string;
  /** Pointers inside the form's data ("/monthly_basic", "/worked/0/date"). */
  fields: FieldError[];
  sent: Data;
}

/** The 422 fields under one part of a request, as pointers inside it ("/inputs/x" -> "/x"). */
export const fieldsUnder = (part: string, fields: FieldError[]): FieldError[] =>
  fields
    .filter((field) => field.path.startsWith(`${part}/`))
    .map((field) => ({ ...field, path: field.path.slice(part.length) }));

function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const segment of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/**
 * The server's errors as RJSF `extraErrors`, less those whose field has changed since: what the
 * server said about a value no longer holds once it is edited.
 */
export function standingErrors(
  problem: ServerProblem | null,
  data: Data,
): ErrorSchema<Data> | undefined {
  const standing = (problem?.fields ?? []).filter((field) =>
    deepEquals(valueAt(data, field.path), valueAt(problem?.sent, field.path)),
  );
  return standing.length > 0 ? toErrorSchema(standing) : undefined;
}
