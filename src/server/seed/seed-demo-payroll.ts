import type { Kysely } from 'kysely';
import { SEMI_MONTHLY_REGISTER } from '../../shared/api/payroll-registers';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import { computeCutoff } from '../payroll/cutoffs/compute-cutoff';
import { releaseCutoff } from '../payroll/cutoffs/cutoff-status.repository';
import {
  addCutoffs,
  changeMembers,
  createRegister,
  cutoffsOf,
  registersOf,
} from '../payroll/registers/registers.repository';
import { DEMO_ORGANIZATIONS } from './demo-organizations';

/** Past cut-offs a demo register starts with, computed and released. */
const RELEASED = 4;

const DEMO_REGISTER = {
  ...SEMI_MONTHLY_REGISTER,
  name: 'Head office (semi-monthly)',
  // The demo has no reviewed time records in the past: its register pays from them as they are.
  requireApprovedDtr: false,
};

/**
 * Gives each demo organisation a register of all its people whose last cut-offs are computed
 * and released, so employees have payslips the moment the app starts. Once only: an
 * organisation with a register is left alone.
 */
export async function seedDemoPayroll(db: Kysely<Database>, today = new Date()): Promise<void> {
  const date = today.toISOString().slice(0, 10);
  const year = today.getUTCFullYear();
  for (const org of DEMO_ORGANIZATIONS) {
    const { orgId } = org;
    const registerId = await withOrg(db, orgId, async (tx) => {
      if ((await registersOf(tx, orgId)).length > 0) return null;
      const id = (await createRegister(tx, orgId, { ...DEMO_REGISTER, year }, 'seed'))!;
      await addCutoffs(tx, orgId, id, year - 1, DEMO_REGISTER);
      const add = org.users.map((user) => user.employeeNumber);
      await changeMembers(tx, orgId, id, { add }, 'seed');
      return id;
    });
    if (!registerId) continue;
    const cutoffs = await withOrg(db, orgId, (tx) => cutoffsOf(tx, orgId, { registerId }));
    for (const cutoff of cutoffs.filter((c) => c.periodEnd < date).slice(-RELEASED)) {
      await computeCutoff(db, orgId, cutoff.id, 'seed');
      await withOrg(db, orgId, (tx) => releaseCutoff(tx, orgId, cutoff.id, 'seed'));
    }
  }
}
