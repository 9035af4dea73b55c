import { Type, type Static, type TSchema } from 'typebox';
import { ORG_ASSET_KINDS, ORG_ASSETS } from '../org-assets';
import { ENVIRONMENTS, OrgFlagsSchema } from '../org-flags';
import { ColorTemplateSchema, ThemeNameSchema } from '../themes';
import { OrgIdSchema } from './identity';

const AssetUrlSchema = Type.Union([Type.String(), Type.Null()], {
  description: 'Where the image is served; it changes whenever the image does. Null: none yet.',
});

/** The organisation's branding images, by where each is served (see ORG_ASSETS' `field`). */
const OrgAssetUrlsSchema = Type.Object({
  logo: AssetUrlSchema,
  favicon: AssetUrlSchema,
  kioskLogo: AssetUrlSchema,
  background: AssetUrlSchema,
});
export type OrgAssetUrls = Static<typeof OrgAssetUrlsSchema>;

/** One organisation's public branding and switches (spec section 7, resources collection). */
export const OrgResourcesSchema = Type.Object({
  orgId: Type.String(),
  tradeName: Type.String(),
  registeredName: Type.String(),
  ...OrgAssetUrlsSchema.properties,
  colorTemplate: Type.Union([ColorTemplateSchema, Type.Null()]),
  permissions: OrgFlagsSchema,
  /** Which deployment this server is: the switches kept per environment (hideReleaseBtn) read it. */
  environment: Type.Enum(ENVIRONMENTS),
  /** Suspended by the platform: the sign-in page shows SUSPENDED_MESSAGE instead of the form. */
  suspended: Type.Boolean(),
  /** Sign-in with the organisation's identity provider: whether the button shows, its label. */
  sso: Type.Object({ enabled: Type.Boolean(), label: Type.String() }),
  /** Off: only administrators sign in with a password (the form hides behind a link). */
  passwordSignIn: Type.Boolean(),
});
export type OrgResources = Static<typeof OrgResourcesSchema>;

export const OrgParamsSchema = Type.Object({ orgId: OrgIdSchema });

/** What a suspended organisation's sign-in page, sign-in, kiosk and mailed links answer. */
export const SUSPENDED_MESSAGE = 'This organisation is suspended. Contact your administrator.';

export const OrgResourcesCollectionSchema = Type.Array(OrgResourcesSchema, {
  minItems: 1,
  maxItems: 1,
});

/** A copy of `schema` whose defaults are gone, so every property must be sent. */
function everyPropertyRequired<S extends TSchema>(schema: S): S {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
    key === 'default' ? undefined : value,
  ) as S;
}

/**
 * `PUT /api/organization/settings`: the system name, the colour theme and every feature switch
 * (the whole set: a missing switch is refused rather than reset to its default).
 */
export const OrgSettingsRequestSchema = Type.Object(
  {
    tradeName: Type.String({
      minLength: 1,
      maxLength: 100,
      // It titles every page and the subject of the organisation's mail.
      pattern: '^[^\\u0000-\\u001f\\u007f]+$',
      errorMessage: 'must be one line of text',
      title: 'System name',
    }),
    colorTemplate: Type.Object(
      { ...ColorTemplateSchema.properties, theme: ThemeNameSchema },
      { additionalProperties: false },
    ),
    flags: everyPropertyRequired(OrgFlagsSchema),
  },
  { additionalProperties: false },
);
export type OrgSettingsRequest = Static<typeof OrgSettingsRequestSchema>;

/** `GET /api/organization/settings`: what the settings screen edits, and the images it shows. */
export const OrgSettingsSchema = Type.Object({
  tradeName: Type.String(),
  registeredName: Type.String(),
  colorTemplate: Type.Union([ColorTemplateSchema, Type.Null()]),
  /** Every switch: the stored value, or its default. */
  flags: OrgFlagsSchema,
  ...OrgAssetUrlsSchema.properties,
  environment: Type.Enum(ENVIRONMENTS),
});
export type OrgSettings = Static<typeof OrgSettingsSchema>;

export const OrgAssetKindSchema = Type.Enum(ORG_ASSET_KINDS);

/** `GET /api/organization/assets/:orgId/:name`: `logo.svg` as seeded, `logo.<hash>.png` as uploaded. */
export const OrgAssetNameParamsSchema = Type.Object({
  orgId: OrgIdSchema,
  name: Type.String({ pattern: '^[a-z0-9-]+(\\.[0-9a-f]{12})?\\.(svg|png|jpg|webp)$' }),
});

/** `PUT /api/organization/assets/:kind` (multipart, the image in the part "file"). */
export const OrgAssetParamsSchema = Type.Object({ kind: OrgAssetKindSchema });

const OPTIONAL_KINDS = ORG_ASSET_KINDS.filter((kind) => ORG_ASSETS[kind].optional);

/** `DELETE /api/organization/assets/:kind`: only an optional image may be removed. */
export const OptionalAssetParamsSchema = Type.Object({
  kind: Type.Enum(OPTIONAL_KINDS, {
    errorMessage: `must be ${OPTIONAL_KINDS.join(' or ')}: the other images are replaced, never removed`,
  }),
});

/** An uploaded branding image, by where it is now served. */
export const OrgAssetSchema = Type.Object({
  kind: OrgAssetKindSchema,
  url: Type.String(),
  contentType: Type.String(),
  bytes: Type.Integer(),
});
export type OrgAsset = Static<typeof OrgAssetSchema>;
