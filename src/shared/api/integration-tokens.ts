import { Type, type Static } from 'typebox';

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

/** The token itself is in this answer only: it is stored hashed. */
export const CreatedIntegrationTokenSchema = Type.Object({
  token: Type.String(),
  item: IntegrationTokenSchema,
});

export const IntegrationTokenParamsSchema = Type.Object({
  tokenId: Type.String({ format: 'uuid', errorMessage: 'must be an integration token id' }),
});
