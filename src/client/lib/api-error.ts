import type { ErrorCode, FieldError } from '../../shared/api/errors';

/** `network_error`: the request never got an answer (offline, DNS, CORS, aborted proxy). */
export type ApiErrorCode = ErrorCode | 'network_error';

/** Every failed API call rejects with one of these, built from the server's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: FieldError[];
  /** Seconds from the Retry-After header of a 429, else null. */
  readonly retryAfter: number | null;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fields?: FieldError[];
    retryAfter?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.retryAfter = init.retryAfter ?? null;
  }

  /** The message for one field, by its JSON pointer (e.g. "/newPassword"). */
  fieldMessage(path: string): string | undefined {
    return this.fields.find((field) => field.path === path)?.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to tell the person about a failed action: the server's message, else `fallback`. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** A refusal's field errors by JSON pointer (`/ranges/2/address`); none for any other failure. */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  isApiError(error)
    ? Object.fromEntries(error.fields.map((field) => [field.path, field.message]))
    : {};
