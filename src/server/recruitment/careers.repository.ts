import { sql } from 'kysely';
import type { AtsJobOpeningData } from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';

// Every query names the organisation as well as running under its row-level-security scope.

export const CAREERS_MODULE = 'careers';

/** The organisation's job openings taking applications today, newest first. */
export async function openOpenings(tx: Tx, orgId: string, today: string) {
  const rows = await tx
    .selectFrom('records')
    .select(['id', 'data'])
    .where('org_id', '=', orgId)
    .where('form_id', '=', 'ats-job-opening')
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`data->>'status' = 'Open'`)
    .execute();
  return rows
    .map((row) => ({ id: row.id, data: row.data as AtsJobOpeningData }))
    .filter(({ data }) => data.postedOn <= today && (!data.closesOn || data.closesOn >= today))
    .sort((a, b) => b.data.postedOn.localeCompare(a.data.postedOn));
}

/** Whether this e-mail has a live application for the opening that is still being decided. */
export async function hasLiveApplication(tx: Tx, orgId: string, openingId: string, email: string) {
  const row = await tx
    .selectFrom('records')
    .select('id')
    .where('org_id', '=', orgId)
    .where('form_id', '=', 'ats-applicant')
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`data->'jobOpening'->>'id' = ${openingId}`)
    .where(sql<boolean>`lower(data->>'email') = lower(${email})`)
    .where(sql<boolean>`data->>'stage' not in ('Rejected', 'Withdrawn')`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Applications sent from one address to the organisation since `since`. */
export async function applicationsFrom(tx: Tx, orgId: string, ip: string, since: Date) {
  const row = await tx
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('org_id', '=', orgId)
    .where('module', '=', CAREERS_MODULE)
    .where('action', '=', 'apply')
    .where('ip', '=', ip)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The id of the source record labelled `name` (e.g. "Careers page"), if the list has one. */
export async function sourceNamed(tx: Tx, orgId: string, name: string) {
  const row = await tx
    .selectFrom('records')
    .select('id')
    .where('org_id', '=', orgId)
    .where('form_id', '=', 'utility-source')
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`lower(data->>'name') = lower(${name})`)
    .executeTakeFirst();
  return row?.id ?? null;
}
