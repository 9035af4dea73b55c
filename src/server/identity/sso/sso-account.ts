import { writeAudit } from '../../audit/audit.repository';
import type { Tx } from '../../db/tenant';
import type { AccountRow } from '../accounts.repository';
import { SsoFailure } from './sso-failure';

/** Who the provider says signed in: a verified e-mail address and the person's name. */
export interface ProviderIdentity {
  email: string;
  firstName: string;
  lastName: string;
}

type Claims = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The identity in the provider's claims: the e-mail must be there and verified
 * (`email_verified` exactly true), and of an allowed domain when the organisation lists some.
 */
export function identityOf(claims: Claims, allowedDomains: readonly string[]): ProviderIdentity {
  const email = text(claims.email).toLowerCase();
  if (!email) throw new SsoFailure('email_missing', 'no email claim');
  if (claims.email_verified !== true)
    throw new SsoFailure('email_unverified', `${email} is not verified by the provider`);
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (allowedDomains.length > 0 && !allowedDomains.includes(domain))
    throw new SsoFailure('domain_not_allowed', `${email}: domain ${domain} is not allowed`);
  const name = text(claims.name);
  const split = name.lastIndexOf(' ');
  const firstName =
    text(claims.given_name) || (split > 0 ? name.slice(0, split) : name) || email.split('@')[0];
  const lastName = text(claims.family_name) || (split > 0 ? name.slice(split + 1) : '');
  return { email, firstName: (firstName ?? '').slice(0, 80), lastName: lastName.slice(0, 80) };
}

/** Up to ten usernames from the e-mail's local part, in the invitations' alphabet. */
function usernameCandidates(email: string): string[] {
  const local = (email.split('@')[0] ?? '').replace(/[^a-z0-9._-]/g, '').slice(0, 50);
  const base = local.length >= 2 ? local : `user-${local}`;
  return [base, ...Array.from({ length: 9 }, (_, at) => `${base}-${at + 2}`)];
}

async function createAccount(
  tx: Tx,
  orgId: string,
  who: ProviderIdentity,
  ip: string,
): Promise<AccountRow> {
  const candidates = usernameCandidates(who.email);
  const taken = new Set(
    (
      await tx
        .selectFrom('accounts')
        .select((eb) => eb.fn<string>('lower', ['username']).as('name'))
        .where('org_id', '=', orgId)
        .where((eb) => eb(eb.fn('lower', ['username']), 'in', candidates))
        .execute()
    ).map((row) => row.name),
  );
  const username = candidates.find((candidate) => !taken.has(candidate));
  if (!username) throw new SsoFailure('no_account', `no free username for ${who.email}`);
  const row = await tx
    .insertInto('accounts')
    .values({
      org_id: orgId,
      username,
      email: who.email,
      first_name: who.firstName,
      last_name: who.lastName,
      roles: ['employee'],
      logged_in: false,
      steps: JSON.stringify({ changePassword: false }),
      // Signs in with the provider; an empty hash never matches a password.
      password_hash: '',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeAudit(tx, {
    orgId,
    accountId: row.account_id,
    username,
    module: 'Account',
    action: 'account-created',
    detail: { target: username, email: who.email, via: 'single sign-on' },
    ip,
  });
  return row;
}

/**
 * The organisation's one enabled account with the identity's e-mail (ignoring case), or a new
 * one when the organisation allows it and no account has that address at all: a disabled
 * account's address never makes a second account.
 */
export async function accountOf(
  tx: Tx,
  orgId: string,
  who: ProviderIdentity,
  allowCreation: boolean,
  ip: string,
): Promise<AccountRow> {
  const rows = await tx
    .selectFrom('accounts')
    .selectAll()
    .where('org_id', '=', orgId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', who.email))
    .limit(10)
    .execute();
  const enabled = rows.filter((row) => !row.disabled_at);
  if (enabled.length > 1)
    throw new SsoFailure('ambiguous', `${enabled.length} accounts have ${who.email}`);
  if (enabled[0]) return enabled[0];
  if (rows.length > 0) throw new SsoFailure('account_disabled', `${who.email}: account disabled`);
  if (!allowCreation) throw new SsoFailure('no_account', `no account has ${who.email}`);
  return createAccount(tx, orgId, who, ip);
}
