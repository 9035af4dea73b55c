import type { ApiKey } from '../../../lib/swr-keys';

/** A list query (search, paging) as a query string, without empty parts. */
export interface PageQuery {
  search: string;
  limit: number;
  offset: number;
}

const withQuery = (path: string, query: Record<string, string | number>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== '') params.set(name, `${value}`);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

const id = encodeURIComponent;

/** The sheets of a cut-off a screen shows: the payroll register, every line, time and attendance. */
export type SheetKind = 'summary' | 'itemized' | 'tar';

const sheetPath = (cutoffId: string, kind: SheetKind) =>
  kind === 'tar'
    ? `/api/hcm/generate-tar/${id(cutoffId)}?format=json`
    : `/api/hcm/register-export/${id(cutoffId)}?format=json&view=${kind}`;

/** The SWR keys of registers, cut-offs and payslips; `scope` is the signed-in account. */
export const registerKeys = {
  registers: (scope: string): ApiKey => ({ path: '/api/hcm/register', scope }),
  register: (scope: string, registerId: string): ApiKey => ({
    path: `/api/hcm/register/${id(registerId)}`,
    scope,
  }),
  members: (scope: string, registerId: string, query: PageQuery): ApiKey => ({
    path: withQuery(`/api/hcm/employees/register/${id(registerId)}`, { ...query }),
    scope,
  }),
  cutoffs: (scope: string, registerId: string, year: number): ApiKey => ({
    path: withQuery(`/api/hcm/register-cutoff/${id(registerId)}`, { year }),
    scope,
  }),
  cutoff: (scope: string, cutoffId: string): ApiKey => ({
    path: `/api/hcm/register/cutoff/${id(cutoffId)}`,
    scope,
  }),
  readiness: (scope: string, cutoffId: string): ApiKey => ({
    path: `/api/hcm/validate-register-cutoff/${id(cutoffId)}`,
    scope,
  }),
  payslips: (scope: string, cutoffId: string, query: PageQuery): ApiKey => ({
    path: withQuery(`/api/hcm/payslip/${id(cutoffId)}`, { ...query }),
    scope,
  }),
  payslip: (scope: string, cutoffId: string, employeeNumber: string): ApiKey => ({
    path: `/api/hcm/payslip/${id(cutoffId)}/${id(employeeNumber)}`,
    scope,
  }),
  myPayslips: (scope: string): ApiKey => ({ path: '/api/hcm/my-payslips', scope }),
  diff: (scope: string, cutoffId: string, against: string): ApiKey => ({
    path: withQuery(`/api/hcm/payslip-diff/${id(cutoffId)}`, { against }),
    scope,
  }),
  sheet: (scope: string, cutoffId: string, kind: SheetKind): ApiKey => ({
    path: sheetPath(cutoffId, kind),
    scope,
  }),
  editableDtr: (scope: string, cutoffId: string, employeeNumber: string): ApiKey => ({
    path: `/api/hcm/editable-dtr/${id(cutoffId)}/${id(employeeNumber)}`,
    scope,
  }),
  backdated: (scope: string, cutoffId: string, query: PageQuery): ApiKey => ({
    path: withQuery(`/api/hcm/backdated/${id(cutoffId)}`, { ...query }),
    scope,
  }),
  job: (scope: string, runId: string): ApiKey => ({ path: `/api/jobs/${id(runId)}`, scope }),
};
