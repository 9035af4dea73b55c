/** What every console route declares: the guard's platform session, and the same in OpenAPI. */
export const CONSOLE_CONFIG = { auth: 'platform' as const };

/** The OpenAPI security scheme of the console's bearer ("platform.<secret>"). */
export const PLATFORM_SESSION = 'platformSession';

export const CONSOLE_SECURITY = [{ [PLATFORM_SESSION]: [] }];
