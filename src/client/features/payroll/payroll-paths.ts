/** The statutory tables page (the menu in src/shared/navigation.ts), open at one kind when given. */
export const statutoryTablesPath = (kind?: string) =>
  kind ? `/payroll/statutory-tables?kind=${encodeURIComponent(kind)}` : '/payroll/statutory-tables';

const id = encodeURIComponent;

/** The screens of registers, cut-offs and payslips (routes in src/client/app/routes.tsx). */
export const registerPaths = {
  list: '/register/list',
  register: (registerId: string) => `/register/view/${id(registerId)}`,
  cutoff: (registerId: string, cutoffId: string) =>
    `/register/cutoff/${id(registerId)}/${id(cutoffId)}`,
  payslip: (registerId: string, cutoffId: string, employeeNumber: string) =>
    `/register/cutoff/view-payslip/${id(registerId)}/${id(cutoffId)}/${id(employeeNumber)}`,
};

/** The employee's own released payslips (the menu in src/shared/navigation.ts). */
export const myPayslipPaths = {
  list: '/hcm/payslip/list',
  payslip: (registerId: string, cutoffId: string, employeeNumber: string) =>
    `/hcm/payslip/view/${id(registerId)}/${id(cutoffId)}/${id(employeeNumber)}`,
};
