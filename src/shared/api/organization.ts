import { Type, type Static } from 'typebox';
import { ENVIRONMENTS, OrgFlagsSchema } from '../org-flags';
import { ColorTemplateSchema } from '../themes';

/** One organisation's public branding and switches (spec section 7, resources collection). */
export const OrgResourcesSchema = Type.Object({
  orgId: Type.String(),
  tradeName: Type.String(),
  registeredName: Type.String(),
  logo: Type.String(),
  favicon: Type.String(),
  kioskLogo: Type.String(),
  background: Type.Union([Type.String(), Type.Null()]),
  colorTemplate: Type.Union([ColorTemplateSchema, Type.Null()]),
  permissions: OrgFlagsSchema,
  /** Which deployment this server is: the switches kept per environment (hideReleaseBtn) read it. */
  environment: Type.Enum(ENVIRONMENTS),
});
export type OrgResources = Static<typeof OrgResourcesSchema>;

export const OrgResourcesCollectionSchema = Type.Array(OrgResourcesSchema, {
  minItems: 1,
  maxItems: 1,
});
