import type { Role } from '../roles';

/** Roles that may see and recompute any employee's time records. */
export const TIMEKEEPER_ROLES: readonly Role[] = ['admin', 'hr', 'payroll'];
