import type { Role } from '../../../shared/roles';

/** Admins and payroll change registers, compute, release and adjust payslips; HR reads. */
export const canChangePayroll = (role: Role) => role === 'admin' || role === 'payroll';
