import type { FieldError } from '../../shared/api/errors';
import type { RecordItem } from '../../shared/api/records';
import type { ApplicationRow } from '../approvals/application-row';
import type { Config } from '../config';
import type { Tx } from '../db/tenant';
import type { FormRegistry, LoadedForm } from '../forms/form-registry';
import type { Principal } from '../plugins/guard';

/**
 * The save contract between the record engine and the modules built on it. A leaf: the engine
 * and every module import it, and it imports neither.
 */

/** What a save needs besides who makes it: the app's settings, definitions and modules. */
export interface SaveDeps {
  config: Config;
  /** The definitions, for follow-ups that write other records. */
  forms: FormRegistry;
  /** What the modules add to the engine's saves, composed at the app's root. */
  modules: RecordModules;
}

/** A save in progress: its transaction, organisation and who makes it (for the audit trail). */
export interface RecordSave extends SaveDeps {
  tx: Tx;
  orgId: string;
  accountId: string | null;
  username: string;
  ip: string | null;
}

/** A save made by a signed-in user's request. */
export const saveBy = (
  tx: Tx,
  who: Principal,
  ip: string,
  { config, forms, modules }: SaveDeps,
): RecordSave => ({
  tx,
  orgId: who.orgId,
  accountId: who.accountId,
  username: who.username,
  ip,
  config,
  forms,
  modules,
});

/**
 * What a definition that bespoke code depends on adds to the engine's saves: checks beyond
 * what a schema can say (uniqueness, reporting lines), and what else a save changes, in the
 * same transaction (the employee master keeps its sign-in account in step).
 */
export interface RecordHooks {
  /** After the definition's own checks pass: fills fields a save takes from other records. */
  prepare?(save: RecordSave, data: Record<string, unknown>): Promise<void>;
  /** After `prepare`; any error refuses the save (422). */
  check?(
    save: RecordSave,
    data: Record<string, unknown>,
    previous: RecordItem | null,
  ): Promise<FieldError[]>;
  /** After a create, update, delete or restore is stored (`record.deletedAt` tells which). */
  afterWrite?(save: RecordSave, record: RecordItem, previous: RecordItem | null): Promise<void>;
  /**
   * `check` for many saves at once (an import): one query per kind of check instead of one per
   * row, and the rows checked against each other too. Errors per row, in order.
   */
  checkMany?(save: RecordSave, rows: readonly SaveRow[]): Promise<FieldError[][]>;
  /** `afterWrite` for many records at once (an import); it sends no mail. */
  afterWriteMany?(save: RecordSave, writes: readonly RecordWrite[]): Promise<void>;
}

/** One row of a bulk save: its data and the record it replaces (null for a new one). */
export interface SaveRow {
  /** The id the record has or will have. */
  id: string;
  data: Record<string, unknown>;
  previous: RecordItem | null;
}

export interface RecordWrite {
  record: RecordItem;
  previous: RecordItem | null;
}

/**
 * The modules' part of the engine, handed in by the composition root (`src/server/modules.ts`)
 * as the job queue is: the engine calls them and never imports them.
 */
export interface RecordModules {
  /** The hooks of a definition, if a module has any for it. */
  hooksOf(form: LoadedForm): RecordHooks | undefined;
  /**
   * Brings a decision on a record's application back to the record (approved, rejected or
   * cancelled), in the deciding transaction. Whether the application was a record's.
   */
  settle(save: RecordSave, application: ApplicationRow): Promise<boolean>;
}
