import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import type { FormRegistry } from './form-registry';

/** Hashes this process has stored already: a hash names its code for good. */
const stored = new LRUCache<string, true>({ max: 5000 });

/**
 * Stores the browser validator `hash` of this process's registry, so whichever instance the
 * browser's import() reaches serves it. Platform data (no organisation): content-addressed code.
 */
export async function shareValidator(
  db: Kysely<Database>,
  forms: FormRegistry,
  hash: string,
): Promise<void> {
  const code = forms.validatorModule(hash);
  if (stored.has(hash) || code === undefined) return;
  await db
    .insertInto('form_validators')
    .values({ hash, code })
    .onConflict((conflict) => conflict.column('hash').doNothing())
    .execute();
  stored.set(hash, true);
}

/** A validator's code: compiled here, else stored by any instance. */
export async function validatorCode(
  db: Kysely<Database>,
  forms: FormRegistry,
  hash: string,
): Promise<string | undefined> {
  const code = forms.validatorModule(hash);
  if (code !== undefined) return code;
  const row = await db
    .selectFrom('form_validators')
    .select('code')
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row?.code;
}
