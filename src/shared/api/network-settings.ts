import { Type, type Static } from 'typebox';

/** One allowed address (`203.0.113.7`) or CIDR range (`10.0.0.0/8`, `2001:db8::/32`). */
export const AllowedRangeSchema = Type.Object(
  {
    address: Type.String({ minLength: 1, maxLength: 64 }),
    label: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type AllowedRange = Static<typeof AllowedRangeSchema>;

/**
 * `PUT /api/network/settings` (spec: network/settings/): where the web bundy, and with
 * `includeKiosk` the kiosks, may be used from. Off, or with no ranges, allows every address.
 */
export const NetworkSettingsRequestSchema = Type.Object(
  {
    restricted: Type.Boolean(),
    includeKiosk: Type.Boolean(),
    ranges: Type.Array(AllowedRangeSchema, { maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type NetworkSettingsRequest = Static<typeof NetworkSettingsRequestSchema>;

/** The settings, who changed them last, and the caller's address as the server sees it. */
export const NetworkSettingsSchema = Type.Object({
  ...NetworkSettingsRequestSchema.properties,
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  yourAddress: Type.String(),
});
export type NetworkSettings = Static<typeof NetworkSettingsSchema>;
