import type { Role } from '../../shared/roles';

/** Who reads payroll (registers, cut-offs, everyone's payslips, tables, the calculator). */
export const PAYROLL_READERS: Role[] = ['admin', 'hr', 'payroll'];
/** Who changes it (computes, releases, edits, adds table versions). */
export const PAYROLL_WRITERS: Role[] = ['admin', 'payroll'];
