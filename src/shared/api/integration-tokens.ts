import { Type, type Static } from 'typebox';
import { PermissionSchema } from './users';

export const IntegrationTokenSchema = Type.Object({
  tokenId: Type.String(),
  name: Type.String(),
  /** The permissions it calls the API with (shared/access). */
  scopes: Type.Array(Type.String()),
  status: Type.Union([Type.Literal('Active'), Type.Literal('Expired'), Type.Literal('Revoked')]),
  expiresAt: Type.String({ format: 'date-time' }),
  createdBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type IntegrationToken = Static<typeof IntegrationTokenSchema>;

export const IntegrationTokensResponseSchema = Type.Object({
  items: Type.Array(IntegrationTokenSchema),
});
export type IntegrationTokensResponse = Static<typeof IntegrationTokensResponseSchema>;

export const CreateIntegrationTokenRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 80 }),
    scopes: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
      minItems: 1,
      maxItems: 5000,
      uniqueItems: true,
    }),
    expiresInDays: Type.Integer({ minimum: 1, maximum: 366 }),
  },
  { additionalProperties: false },
);
export type CreateIntegrationTokenRequest = Static<typeof CreateIntegrationTokenRequestSchema>;

/** The token itself is in this answer only: it is stored hashed. */
export const CreatedIntegrationTokenSchema = Type.Object({
  token: Type.String(),
  item: IntegrationTokenSchema,
});
export type CreatedIntegrationToken = Static<typeof CreatedIntegrationTokenSchema>;

export const IntegrationTokenParamsSchema = Type.Object({
  tokenId: Type.String({ format: 'uuid', errorMessage: 'must be an integration token id' }),
});

/**
 * `GET /api/iam/integration-tokens/scopes`: the organisation's permission catalogue, each marked
 * with whether the caller may give it to a token (only what they hold themselves).
 */
export const TokenScopeSchema = Type.Object({
  ...PermissionSchema.properties,
  givable: Type.Boolean(),
});
export type TokenScope = Static<typeof TokenScopeSchema>;

export const TokenScopesResponseSchema = Type.Object({ items: Type.Array(TokenScopeSchema) });
export type TokenScopesResponse = Static<typeof TokenScopesResponseSchema>;
