import type { Generated } from 'kysely';

// Row type of the calendar feeds table (see database.ts); keep in step with db/migrations.

export interface CalendarFeedsTable {
  org_id: string;
  account_id: string;
  /** What the feed's token is derived from with the app secret (calendar-feed-token.ts). */
  nonce: Buffer;
  /** SHA-256 of the token. */
  token_hash: Buffer;
  created_at: Generated<Date>;
}
