import { Value } from 'typebox/value';
import { OrgFlagsSchema, type OrgFlags } from './org-flags';

// Its own file: the client imports the flags' schema without TypeBox's value module.

/** Stored flags hold only what an organisation changed; the schema's defaults fill the rest. */
export function withFlagDefaults(stored: unknown): OrgFlags {
  return Value.Default(OrgFlagsSchema, structuredClone(stored ?? {})) as OrgFlags;
}
