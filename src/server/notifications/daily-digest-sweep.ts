import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { forEachOrganization } from '../db/each-organization';
import { sendDailyDigest } from './daily-digest';

/** Each organisation's daily digest (each morning where people work). */
export const sweepDigests = (
  db: Kysely<Database>,
  publicUrl: string,
  onError: (orgId: string, error: unknown) => void,
) => forEachOrganization(db, (tx, orgId) => sendDailyDigest(tx, { orgId, publicUrl }), onError);
