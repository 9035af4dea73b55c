import { sql, type RawBuilder } from 'kysely';
import { ANNOUNCEMENT_FORM_ID, type AnnouncementStatus } from '../../shared/api/announcements';
import type { AnnouncementData } from '../../shared/forms/record-types.generated';
import { containsPattern } from '../db/like-pattern';
import type { Tx } from '../db/tenant';

// Announcements are engine records (schemas/announcements/announcement.json); their data is read
// here through the generated type. Audience, publish window and receipts are decided in SQL, so
// nobody is sent an announcement that is not theirs.

/** Who is reading: their account and what their employee record says of them. */
export interface Reader {
  accountId: string;
  username: string;
  siteId: string | null;
  /** Lower-cased and trimmed, as announcements' departments are compared. */
  department: string | null;
}

/** The reader's site and department from their live employee master record (the oldest). */
export async function readerOf(
  tx: Tx,
  orgId: string,
  who: { accountId: string; username: string },
): Promise<Reader> {
  const { rows } = await sql<{ site_id: string | null; department: string | null }>`
    select e.data->'site'->>'id' as site_id, lower(trim(e.data->>'department')) as department
    from accounts a
    join records e on e.org_id = a.org_id and e.form_id = 'ers-employee'
      and e.employee_number = a.employee_number and e.deleted_at is null
    where a.org_id = ${orgId} and a.account_id = ${who.accountId}
    order by e.created_at, e.id
    limit 1
  `.execute(tx);
  return {
    ...who,
    siteId: rows[0]?.site_id ?? null,
    department: rows[0]?.department ?? null,
  };
}

const STATUS = sql<AnnouncementStatus>`case
  when not coalesce((r.data->>'published')::boolean, true) then 'unpublished'
  when (r.data->>'publishAt')::timestamptz > now() then 'scheduled'
  when (r.data->>'expiresAt')::timestamptz <= now() then 'expired'
  else 'current' end`;

/** Published, begun and not expired, for the reader's audience. */
const isCurrentFor = (reader: Reader): RawBuilder<boolean> => sql<boolean>`(${STATUS} = 'current'
  and (r.data->>'audience' = 'Everyone'
    or (r.data->>'audience' = 'Site' and r.data->'site'->>'id' = ${reader.siteId})
    or (r.data->>'audience' = 'Department'
      and lower(trim(r.data->>'department')) = ${reader.department})))`;

/** The organisation's live announcements with the reader's receipt beside each. */
const announcementsOf = (tx: Tx, orgId: string, reader: Reader) =>
  tx
    .selectFrom('records as r')
    .leftJoin('announcement_reads as rd', (join) =>
      join
        .onRef('rd.org_id', '=', 'r.org_id')
        .onRef('rd.announcement_id', '=', 'r.id')
        .on('rd.account_id', '=', reader.accountId),
    )
    .where('r.org_id', '=', orgId)
    .where('r.form_id', '=', ANNOUNCEMENT_FORM_ID)
    .where('r.deleted_at', 'is', null);

/** When the reader read it; its author wrote it, so has read it since it was written. */
const readAtOf = (reader: Reader) =>
  sql<Date | null>`coalesce(rd.read_at,
    case when r.created_by = ${reader.username} then r.created_at end)`;

const summaryColumns = (reader: Reader) =>
  [
    'r.id',
    'r.data',
    'r.created_by',
    readAtOf(reader).as('read_at'),
    STATUS.as('status'),
    sql<boolean>`coalesce((r.data->>'pinned')::boolean, false)`.as('pinned'),
    sql<Date>`(r.data->>'publishAt')::timestamptz`.as('publish_at'),
  ] as const;

export interface AnnouncementFilter {
  /** Every announcement (HR), not only the reader's current ones. */
  all: boolean;
  search?: string;
  unreadOnly: boolean;
}

export async function listAnnouncements(
  tx: Tx,
  orgId: string,
  reader: Reader,
  filter: AnnouncementFilter,
  page: { limit: number; offset: number },
) {
  const query = announcementsOf(tx, orgId, reader)
    .$if(!filter.all, (q) => q.where(isCurrentFor(reader)))
    .$if(Boolean(filter.search), (q) =>
      q.where('r.search', 'like', containsPattern(filter.search!.toLowerCase())),
    )
    .$if(filter.unreadOnly, (q) => q.where(readAtOf(reader), 'is', null));
  const [rows, counted, unread] = await Promise.all([
    query
      .select([...summaryColumns(reader)])
      .orderBy('pinned', 'desc')
      .orderBy('publish_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    announcementsOf(tx, orgId, reader)
      .where(isCurrentFor(reader))
      .where(readAtOf(reader), 'is', null)
      .select(sql<number>`count(*)::int`.as('unread'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: counted.total, unread: unread.unread };
}

/**
 * One announcement: for its reader only while current and theirs, for HR (`all`) in any state.
 * `isCurrent` says whether it is the reader's current one (receipts count only those).
 */
export async function findAnnouncement(
  tx: Tx,
  orgId: string,
  reader: Reader,
  id: string,
  all: boolean,
) {
  return announcementsOf(tx, orgId, reader)
    .select([...summaryColumns(reader), isCurrentFor(reader).as('is_current')])
    .where('r.id', '=', id)
    .$if(!all, (q) => q.where(isCurrentFor(reader)))
    .executeTakeFirst();
}

/** The reader's first opening (a second is a no-op); returns when it was. */
export async function recordRead(tx: Tx, orgId: string, id: string, accountId: string) {
  await tx
    .insertInto('announcement_reads')
    .values({ org_id: orgId, announcement_id: id, account_id: accountId })
    .onConflict((conflict) =>
      conflict.columns(['org_id', 'announcement_id', 'account_id']).doNothing(),
    )
    .execute();
  const row = await tx
    .selectFrom('announcement_reads')
    .select('read_at')
    .where('org_id', '=', orgId)
    .where('announcement_id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.read_at;
}

/** The active accounts the audience reaches, its author left out: a query of `account_id`. */
export const audienceOf = (
  orgId: string,
  data: Pick<AnnouncementData, 'audience' | 'site' | 'department'>,
  author: string | null,
) => sql`
  select a.account_id
  from accounts a
  left join lateral (
    select e.data from records e
    where e.org_id = a.org_id and e.form_id = 'ers-employee'
      and e.employee_number = a.employee_number and e.deleted_at is null
    order by e.created_at, e.id limit 1
  ) e on true
  where a.org_id = ${orgId} and a.disabled_at is null
    and a.username is distinct from ${author}
    and (${data.audience} = 'Everyone'
      or (${data.audience} = 'Site' and e.data->'site'->>'id' = ${data.site?.id ?? null})
      or (${data.audience} = 'Department'
        and lower(trim(e.data->>'department')) = ${data.department?.trim().toLowerCase() ?? null}))`;

/** How many active accounts the audience reaches, its author left out. */
export async function audienceSize(
  tx: Tx,
  orgId: string,
  data: AnnouncementData,
  author: string | null,
): Promise<number> {
  const { rows } = await sql<{ size: number }>`
    select count(*)::int as size from (${audienceOf(orgId, data, author)}) audience
  `.execute(tx);
  return rows[0]?.size ?? 0;
}

/** Current announcements nobody has been told of yet, oldest first. */
export async function unnoticedAnnouncements(tx: Tx, orgId: string) {
  return tx
    .selectFrom('records as r')
    .select(['r.id', 'r.data', 'r.created_by'])
    .where('r.org_id', '=', orgId)
    .where('r.form_id', '=', ANNOUNCEMENT_FORM_ID)
    .where('r.deleted_at', 'is', null)
    .where(sql<boolean>`${STATUS} = 'current'`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('announcement_notices as n')
            .select('n.announcement_id')
            .where('n.org_id', '=', orgId)
            .whereRef('n.announcement_id', '=', 'r.id'),
        ),
      ),
    )
    .orderBy('r.created_at')
    .execute();
}

/** A page of who read it, first readers first, with the total. */
export async function readersOf(
  tx: Tx,
  orgId: string,
  id: string,
  page: { limit: number; offset: number },
) {
  const reads = tx
    .selectFrom('announcement_reads as rd')
    .innerJoin('accounts as a', (join) =>
      join.onRef('a.org_id', '=', 'rd.org_id').onRef('a.account_id', '=', 'rd.account_id'),
    )
    .where('rd.org_id', '=', orgId)
    .where('rd.announcement_id', '=', id);
  const [items, count] = await Promise.all([
    reads
      .select([
        'a.account_id',
        'a.first_name',
        'a.last_name',
        'a.username',
        'a.employee_number',
        'rd.read_at',
      ])
      .orderBy('rd.read_at')
      .orderBy('a.account_id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    reads.select(sql<number>`count(*)::int`.as('reads')).executeTakeFirstOrThrow(),
  ]);
  return { items, readCount: count.reads };
}
