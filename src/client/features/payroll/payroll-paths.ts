import { specialPayslipId } from '../../../shared/api/special-payouts';

/** The statutory tables page (the menu in src/shared/navigation.ts), open at one kind when given. */
export const statutoryTablesPath = (kind?: string) =>
  kind ? `/payroll/statutory-tables?kind=${encodeURIComponent(kind)}` : '/payroll/statutory-tables';

const id = encodeURIComponent;

/** The screens of registers, cut-offs and payslips (routes in src/client/app/module-routes.tsx). */
export const registerPaths = {
  list: '/register/list',
  register: (registerId: string) => `/register/view/${id(registerId)}`,
  cutoff: (registerId: string, cutoffId: string) =>
    `/register/cutoff/${id(registerId)}/${id(cutoffId)}`,
  payslip: (registerId: string, cutoffId: string, employeeNumber: string) =>
    `/register/cutoff/view-payslip/${id(registerId)}/${id(cutoffId)}/${id(employeeNumber)}`,
  /** The payslip in another print template (`plants`, `aceho`) or its edit screen. */
  payslipScreen: (
    screen: 'view-payslip-plants' | 'view-payslip-aceho' | 'edit-payslip' | 'edit-payslip-plants',
    registerId: string,
    cutoffId: string,
    employeeNumber: string,
  ) => `/register/cutoff/${screen}/${id(registerId)}/${id(cutoffId)}/${id(employeeNumber)}`,
  memberDtr: (registerId: string, cutoffId: string, employeeNumber: string) =>
    `/register/cutoff/dtr/${id(registerId)}/${id(cutoffId)}/${id(employeeNumber)}`,
  editableDtr: (registerId: string, cutoffId: string, employeeNumber?: string) =>
    `/register/cutoff/editable-dtr?${new URLSearchParams({
      register: registerId,
      cutoff: cutoffId,
      ...(employeeNumber ? { employee: employeeNumber } : {}),
    }).toString()}`,
  // The last segment of these is the name the page's download takes.
  timeAttendance: (registerId: string, cutoffId: string) =>
    `/register/cutoff/tar/${id(registerId)}/${id(cutoffId)}/time-and-attendance`,
  payrollSheet: (registerId: string, cutoffId: string) =>
    `/register/cutoff/payroll/${id(registerId)}/${id(cutoffId)}/payroll-register`,
  payrollItemized: (registerId: string, cutoffId: string) =>
    `/register/cutoff/payroll-itemized/${id(registerId)}/${id(cutoffId)}/payroll-register-itemized`,
  backdated: (registerId: string, cutoffId: string) =>
    `/register/cutoff/backdated/${id(registerId)}/${id(cutoffId)}/backdated-adjustments`,
};

/** Consolidated registers: several registers' cut-offs of one period side by side. */
export const consolidatedPaths = {
  list: '/consolidated-register/list',
  view: (consolidationId: string) => `/consolidated-register/view/${id(consolidationId)}`,
  cutoff: (consolidationId: string, cutoffId: string) =>
    `/consolidated-register/cutoff/${id(consolidationId)}/${id(cutoffId)}`,
  timeAttendance: (registerId: string, cutoffId: string) =>
    `/consolidated-register/cutoff/tar/${id(registerId)}/${id(cutoffId)}/time-and-attendance`,
};

/** One employee's year to date and projected annual tax, by account. */
export const annualizedPath = (accountId: string) => `/annualized-compensation/${id(accountId)}`;

/** The employee's own released payslips (the menu in src/shared/navigation.ts). */
export const myPayslipPaths = {
  list: '/hcm/payslip/list',
  payslip: (registerId: string, cutoffId: string, employeeNumber: string) =>
    `/hcm/payslip/view/${id(registerId)}/${id(cutoffId)}/${id(employeeNumber)}`,
  /** The same payslip in another print layout (`plants`, `aceho`). */
  payslipScreen: (
    screen: 'view-payslip-plants' | 'view-payslip-aceho',
    registerId: string,
    cutoffId: string,
    employeeNumber: string,
  ) => `/hcm/payslip/${screen}/${id(registerId)}/${id(cutoffId)}/${id(employeeNumber)}`,
};

/** Special payouts (13th month, bonuses) and their payslips. */
export const specialPayoutPaths = {
  list: '/hcm/special-payout/list',
  generate: '/hcm/special-payout/generate',
  view: (payoutId: string) => `/hcm/special-payout/view/${id(payoutId)}`,
  payslip: (payoutId: string, employeeNumber: string) =>
    `/hcm/special-payslip/view/${id(specialPayslipId(payoutId, employeeNumber))}`,
};
