import { Type, type Static } from 'typebox';
import { NavGroupSchema } from '../navigation';

export const HealthResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  database: Type.Literal('ok'),
});

/**
 * `GET /api/health/live` and `/api/health/ready` (also `/healthz` and `/readyz`): for a load
 * balancer or an orchestrator.
 */
export const ProbeResponseSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  /** What was asked (ready only): each answers or not. */
  checks: Type.Optional(Type.Object({ database: Type.Boolean(), jobQueue: Type.Boolean() })),
});
export type ProbeResponse = Static<typeof ProbeResponseSchema>;

export const VersionResponseSchema = Type.Object({ version: Type.String() });

export const PermissionsVerifyRequestSchema = Type.Array(
  Type.String({ minLength: 1, maxLength: 120 }),
  {
    minItems: 1,
    maxItems: 100,
  },
);
export const PermissionsVerifyResponseSchema = Type.Record(Type.String(), Type.Boolean());

export const NavigationResponseSchema = Type.Object({
  groups: Type.Array(NavGroupSchema),
});
export type NavigationResponse = Static<typeof NavigationResponseSchema>;

/** Keyset paging shared by the plain lists (audit trail, outbox). */
export const PageQuerySchema = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
    cursor: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,18}$',
        errorMessage: 'must be the nextCursor of a previous page',
      }),
    ),
  },
  { additionalProperties: false },
);
