import type { ErrorCode, FieldError } from '../../shared/api/errors';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_failed: 422,
  bad_request: 400,
  unauthenticated: 401,
  api_key_invalid: 401,
  forbidden: 403,
  password_change_required: 403,
  second_factor_enrolment_required: 403,
  org_mismatch: 403,
  org_suspended: 403,
  csrf_invalid: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
};

/** The one error domain code throws; the error handler turns it into the API's error body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { fields?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }
}

/** A 422 for one field, e.g. fieldError('/newPassword', 'Password must contain a digit.'). */
export function fieldError(path: string, message: string): AppError {
  return new AppError('validation_failed', message, { fields: [{ path, message }] });
}

/** What a lookup that answers 404 for what the caller may not see found, or null for its 404. */
export async function foundOrNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}
