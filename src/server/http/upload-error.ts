import { AppError, fieldError } from './app-error';

interface UploadRules {
  /** The part the file is sent in, as a field path: `/file`. */
  path: string;
  /** The size rule, said when the file is over it: "File must be at most 10 MB". */
  tooLarge: string;
  /** How to send the upload, said when the body is not multipart that can be read. */
  howToSend: string;
  /** The field's message then: "File could not be read from the upload". */
  unreadable: string;
  /** Said when the upload has more parts or files than it takes; otherwise it is unreadable. */
  tooManyParts?: string;
}

const PART_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Anything wrong with a multipart body itself is the sender's: a 4xx naming the file's part,
 * never a 500. An AppError a part's own check threw passes through.
 */
export function uploadError(error: unknown, rules: UploadRules): AppError {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  const partLimit = code !== undefined && PART_LIMITS.has(code);
  if (partLimit && rules.tooManyParts) return fieldError(rules.path, rules.tooManyParts);
  // The part limits answer 413 too, but it is not the file's size they are about.
  if (statusCode === 413 && !partLimit)
    return new AppError('payload_too_large', rules.tooLarge, {
      fields: [{ path: rules.path, message: rules.tooLarge }],
    });
  return new AppError('bad_request', rules.howToSend, {
    fields: [{ path: rules.path, message: rules.unreadable }],
  });
}
