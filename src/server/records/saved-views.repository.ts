import { sql } from 'kysely';
import {
  SAVED_VIEWS_PER_LIST_MAX,
  type ListState,
  type SavedView,
  type SavedViewUpdate,
} from '../../shared/api/saved-views';
import type { Tx } from '../db/tenant';
import { AppError } from '../http/app-error';

export interface ViewOwner {
  orgId: string;
  accountId: string;
}

function viewsOf(tx: Tx, { orgId, accountId }: ViewOwner) {
  return tx
    .selectFrom('saved_views as v')
    .innerJoin('accounts as a', (join) =>
      join.onRef('a.org_id', '=', 'v.org_id').onRef('a.account_id', '=', 'v.account_id'),
    )
    .select([
      'v.view_id as id',
      'v.form_id as formId',
      'v.name',
      'v.state',
      'v.shared',
      sql<boolean>`v.account_id = ${accountId}`.as('mine'),
      sql<string>`a.first_name || ' ' || a.last_name`.as('ownerName'),
      'v.updated_at as updatedAt',
    ])
    .where('v.org_id', '=', orgId)
    .where((where) =>
      where.or([where('v.account_id', '=', accountId), where('v.shared', '=', true)]),
    );
}

type ViewRow = Omit<SavedView, 'updatedAt'> & { updatedAt: Date };
const toView = ({ updatedAt, ...view }: ViewRow): SavedView => ({
  ...view,
  updatedAt: updatedAt.toISOString(),
});

/** The caller's views of a list first, then those others share, each by name. */
export async function listSavedViews(tx: Tx, owner: ViewOwner, formId: string) {
  const rows = await viewsOf(tx, owner)
    .where('v.form_id', '=', formId)
    .orderBy(sql`v.account_id = ${owner.accountId}`, 'desc')
    .orderBy(sql`lower(v.name)`)
    .execute();
  return rows.map(toView);
}

/** A view the caller sees (own or shared), or 404. */
export async function findSavedView(tx: Tx, owner: ViewOwner, id: string): Promise<SavedView> {
  const row = await viewsOf(tx, owner).where('v.view_id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', 'There is no such saved view.');
  return toView(row);
}

const nameTaken = (name: string) =>
  new AppError('conflict', `You already have a view named "${name}" on this list.`, {
    fields: [{ path: '/name', message: `You already have a view named "${name}" on this list.` }],
  });

export async function createSavedView(
  tx: Tx,
  owner: ViewOwner,
  view: { formId: string; name: string; state: ListState; shared: boolean },
): Promise<SavedView> {
  const { count } = await tx
    .selectFrom('saved_views')
    .select((select) => select.fn.countAll<string>().as('count'))
    .where('org_id', '=', owner.orgId)
    .where('account_id', '=', owner.accountId)
    .where('form_id', '=', view.formId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= SAVED_VIEWS_PER_LIST_MAX)
    throw new AppError(
      'conflict',
      `You may keep ${SAVED_VIEWS_PER_LIST_MAX} views of one list; remove one first.`,
    );
  const created = await tx
    .insertInto('saved_views')
    .values({
      org_id: owner.orgId,
      account_id: owner.accountId,
      form_id: view.formId,
      name: view.name.trim(),
      state: JSON.stringify(view.state),
      shared: view.shared,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('view_id')
    .executeTakeFirst();
  if (!created) throw nameTaken(view.name.trim());
  return findSavedView(tx, owner, created.view_id);
}

/** Changes one of the caller's own views (a shared one is its owner's to change). */
export async function updateSavedView(
  tx: Tx,
  owner: ViewOwner,
  id: string,
  change: SavedViewUpdate,
): Promise<SavedView> {
  const view = await findSavedView(tx, owner, id);
  if (!view.mine) throw new AppError('forbidden', `Only ${view.ownerName} may change this view.`);
  const name = change.name?.trim();
  if (name && name.toLowerCase() !== view.name.toLowerCase()) {
    const clash = await tx
      .selectFrom('saved_views')
      .select('view_id')
      .where('org_id', '=', owner.orgId)
      .where('account_id', '=', owner.accountId)
      .where('form_id', '=', view.formId)
      .where(sql<boolean>`lower(name) = lower(${name})`)
      .executeTakeFirst();
    if (clash) throw nameTaken(name);
  }
  await tx
    .updateTable('saved_views')
    .set({
      ...(name ? { name } : {}),
      ...(change.state ? { state: JSON.stringify(change.state) } : {}),
      ...(change.shared === undefined ? {} : { shared: change.shared }),
      updated_at: new Date(),
    })
    .where('org_id', '=', owner.orgId)
    .where('view_id', '=', id)
    .execute();
  return findSavedView(tx, owner, id);
}

export async function deleteSavedView(tx: Tx, owner: ViewOwner, id: string): Promise<void> {
  const view = await findSavedView(tx, owner, id);
  if (!view.mine) throw new AppError('forbidden', `Only ${view.ownerName} may remove this view.`);
  await tx
    .deleteFrom('saved_views')
    .where('org_id', '=', owner.orgId)
    .where('view_id', '=', id)
    .execute();
}
