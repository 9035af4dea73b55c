import { APPLICATION_KINDS } from './applications/application-kinds';
import { FILED_KINDS } from './navigation';

/**
 * Things to do straight from the command palette. Each is offered to whoever's menu has the
 * entry `page` (so the same roles, permissions and organisation switches decide), and opens
 * `path`, where the work starts.
 */
export interface PaletteAction {
  id: string;
  label: string;
  path: string;
  page: string;
  /** Other words it is found by. */
  keywords?: string;
}

export const PALETTE_ACTIONS: readonly PaletteAction[] = [
  ...FILED_KINDS.map((kind) => ({
    id: `apply-${kind}`,
    label: `Apply for ${APPLICATION_KINDS[kind].label.toLowerCase()}`,
    path: `/application/apply/${kind}`,
    page: `applications-${kind}`,
    keywords: 'file request',
  })),
  {
    id: 'compute-cutoff',
    label: 'Compute a cut-off',
    path: '/register/list',
    page: 'payroll-registers',
    keywords: 'payroll run register',
  },
  {
    id: 'add-employee',
    label: 'Add an employee',
    path: '/hr/employee/new',
    page: 'employees',
    keywords: 'hire new',
  },
  {
    id: 'change-password',
    label: 'Change my password or PIN',
    path: '/profile/security',
    page: 'security',
    keywords: 'two-step sign-in',
  },
];
