import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import * as platformFoundation from './migrations/20261121T0900-platform-foundation';
import * as recordEngine from './migrations/20261121T1000-record-engine';
import * as recordsListStorage from './migrations/20261121T1200-records-list-storage';
import * as timekeeping from './migrations/20261121T1400-timekeeping';
import * as applications from './migrations/20261121T1600-applications';
import * as kiosks from './migrations/20261121T1700-kiosks';
import * as tenantProvisioning from './migrations/20261124T0900-tenant-provisioning';
import * as jobRuns from './migrations/20261124T1500-job-runs';
import * as statutoryTables from './migrations/20261124T1600-statutory-tables';
import * as payrollRegisters from './migrations/20261124T1700-payroll-registers';
import * as mailAttachments from './migrations/20261125T0900-mail-attachments';
import * as backdatedAdjustments from './migrations/20261125T1000-backdated-adjustments';
import * as fileReaders from './migrations/20261125T1100-file-readers';
import * as employeeAccounts from './migrations/20261126T0900-employee-accounts';
import * as importBatches from './migrations/20261127T0900-import-batches';
import * as onboardingChecklists from './migrations/20261127T1000-onboarding-checklists';
import * as importedPunches from './migrations/20261128T0900-imported-punches';
import * as ledgerSourceRecords from './migrations/20261128T1000-ledger-source-records';
import * as specialPayouts from './migrations/20261129T0900-special-payouts';
import * as payrollReports from './migrations/20261129T1000-payroll-reports';
import * as networkSettings from './migrations/20261130T0900-network-settings';
import * as announcementReads from './migrations/20261130T1000-announcement-reads';
import * as jobRunControl from './migrations/20261130T1100-job-run-control';
import * as orgFormDefinitions from './migrations/20261201T0900-org-form-definitions';
import * as accountEmailChanges from './migrations/20261202T1000-account-email-changes';
import * as fileReferences from './migrations/20261202T1100-file-references';
import * as oneListEach from './migrations/20261203T0900-one-list-each';
import * as listedEmployeeFields from './migrations/20261204T0900-listed-employee-fields';
import * as rolesAsData from './migrations/20261205T0900-roles-as-data';
import * as integrationTokens from './migrations/20261205T1000-integration-tokens';
import * as secondFactor from './migrations/20261205T1100-second-factor';
import * as orgAssetKinds from './migrations/20261205T1200-org-asset-kinds';
import * as organizationLifecycle from './migrations/20261206T0800-organization-lifecycle';
import * as platformOperators from './migrations/20261206T1000-platform-operators';
import * as platformStatutoryTables from './migrations/20261206T1100-platform-statutory-tables';
import * as singleSignOn from './migrations/20261206T1200-single-sign-on';
import * as runningInstances from './migrations/20261207T0800-running-instances';
import * as fileStore from './migrations/20261207T0900-file-store';
import * as recordSearch from './migrations/20261208T0900-record-search';
import * as notifications from './migrations/20261209T0900-notifications';
import * as savedViews from './migrations/20261210T1100-saved-views';
import * as calendarFeeds from './migrations/20261211T0900-calendar-feeds';
import * as mailHtml from './migrations/20261212T0900-mail-html';
import * as listedPositions from './migrations/20261213T0900-listed-positions';
import * as listProjection from './migrations/20261214T0900-list-projection';
import * as dtrDigest from './migrations/20261215T0900-dtr-digest';

// Listed by hand (not read from disk) so the bundle-free tsx runtime and the type checker see
// every migration; names sort in the order they run.
const MIGRATIONS: Record<string, Migration> = {
  '20261121T0900-platform-foundation': platformFoundation,
  '20261121T1000-record-engine': recordEngine,
  '20261121T1200-records-list-storage': recordsListStorage,
  '20261121T1400-timekeeping': timekeeping,
  '20261121T1600-applications': applications,
  '20261121T1700-kiosks': kiosks,
  '20261124T0900-tenant-provisioning': tenantProvisioning,
  '20261124T1500-job-runs': jobRuns,
  '20261124T1600-statutory-tables': statutoryTables,
  '20261124T1700-payroll-registers': payrollRegisters,
  '20261125T0900-mail-attachments': mailAttachments,
  '20261125T1000-backdated-adjustments': backdatedAdjustments,
  '20261125T1100-file-readers': fileReaders,
  '20261126T0900-employee-accounts': employeeAccounts,
  '20261127T0900-import-batches': importBatches,
  '20261127T1000-onboarding-checklists': onboardingChecklists,
  '20261128T0900-imported-punches': importedPunches,
  '20261128T1000-ledger-source-records': ledgerSourceRecords,
  '20261129T0900-special-payouts': specialPayouts,
  '20261129T1000-payroll-reports': payrollReports,
  '20261130T0900-network-settings': networkSettings,
  '20261130T1000-announcement-reads': announcementReads,
  '20261130T1100-job-run-control': jobRunControl,
  '20261201T0900-org-form-definitions': orgFormDefinitions,
  '20261202T1000-account-email-changes': accountEmailChanges,
  '20261202T1100-file-references': fileReferences,
  '20261203T0900-one-list-each': oneListEach,
  '20261204T0900-listed-employee-fields': listedEmployeeFields,
  '20261205T0900-roles-as-data': rolesAsData,
  '20261205T1000-integration-tokens': integrationTokens,
  '20261205T1100-second-factor': secondFactor,
  '20261205T1200-org-asset-kinds': orgAssetKinds,
  '20261206T0800-organization-lifecycle': organizationLifecycle,
  '20261206T1000-platform-operators': platformOperators,
  '20261206T1100-platform-statutory-tables': platformStatutoryTables,
  '20261206T1200-single-sign-on': singleSignOn,
  '20261207T0800-running-instances': runningInstances,
  '20261207T0900-file-store': fileStore,
  '20261208T0900-record-search': recordSearch,
  '20261209T0900-notifications': notifications,
  '20261210T1100-saved-views': savedViews,
  '20261211T0900-calendar-feeds': calendarFeeds,
  '20261212T0900-mail-html': mailHtml,
  '20261213T0900-listed-positions': listedPositions,
  '20261214T0900-list-projection': listProjection,
  '20261215T0900-dtr-digest': dtrDigest,
};

/** The latest migration: which shape of the tables a database (or an export of it) has. */
export const SCHEMA_VERSION = Object.keys(MIGRATIONS).at(-1) ?? '';

/** Runs pending migrations as the owner role; throws with the failing migration's name. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  if (await appliedExactly(db)) return;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Whether the database has run exactly this code's migrations: then there is nothing for the
 * migrator to do, and a start skips it (it checks for its own tables with catalogue queries,
 * ~50 ms of every start). Anything else, the migrator decides.
 */
async function appliedExactly<DB>(db: Kysely<DB>): Promise<boolean> {
  const { rows: tables } = await sql<{ present: boolean }>`
    select to_regclass('kysely_migration') is not null as present
  `.execute(db);
  if (!tables[0]?.present) return false;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  const known = Object.keys(MIGRATIONS);
  return applied.size === known.length && known.every((name) => applied.has(name));
}
