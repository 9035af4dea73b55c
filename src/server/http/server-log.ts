import pino from 'pino';
import { logSerializers } from './log-redaction';

/**
 * The server process's one log: JSON lines only, Fastify's request log and the start-up's alike,
 * with request addresses redacted (logSerializers) and any credential a line might carry
 * censored by its field name.
 */
export const createServerLog = (level: string) =>
  pino({
    level,
    serializers: { ...pino.stdSerializers, ...logSerializers },
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'secret',
        '*.secret',
        'headers.authorization',
        'headers.cookie',
        'headers["x-api-key"]',
        'headers["x-csrf-token"]',
      ],
      censor: '[redacted]',
    },
  });

export type ServerLog = ReturnType<typeof createServerLog>;
