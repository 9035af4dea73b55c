import type { Role } from '../../../shared/roles';

/** Admins and payroll change registers, compute, release and adjust payslips; HR reads. */
export const canChangePayroll = (role: Role) => role === 'admin' || role === 'payroll';

/** Admins, HR and payroll read everyone's pay. */
export const canReadPayroll = (role: Role) => canChangePayroll(role) || role === 'hr';
