import type { Static } from 'typebox';
import type { PayslipTemplate } from '../../../../shared/api/payslip-documents';
import type { AddPayslipLineRequestSchema, Payslip } from '../../../../shared/api/payroll-payslips';
import type {
  ChangeMembersResponseSchema,
  CreateRegisterRequest,
  PayRegister,
  RegisterSettings,
} from '../../../../shared/api/payroll-registers';
import type { Cutoff, CutoffsResponseSchema } from '../../../../shared/api/payroll-cutoffs';
import type {
  EditableDtr,
  TimeCorrectionRequest,
} from '../../../../shared/api/payroll-editable-dtr';
import type { RunStartedSchema } from '../../../../shared/api/payroll-common';
import { apiBlob, apiClient } from '../../../lib/api-client';

export type ChangeMembersResponse = Static<typeof ChangeMembersResponseSchema>;
export type CutoffsResponse = Static<typeof CutoffsResponseSchema>;
type RunStarted = Static<typeof RunStartedSchema>;
export type AddPayslipLineRequest = Static<typeof AddPayslipLineRequestSchema>;

const id = encodeURIComponent;

/** The changes of registers, cut-offs and payslips, and their downloads. */
export const registerRequests = {
  create: (request: CreateRegisterRequest) =>
    apiClient.post<PayRegister>('/api/hcm/register', request),
  update: (registerId: string, settings: RegisterSettings, version: number) =>
    apiClient.put<PayRegister>(`/api/hcm/register-update/${id(registerId)}`, {
      ...settings,
      version,
    }),
  changeMembers: (registerId: string, change: { add?: string[]; remove?: string[] }) =>
    apiClient.post<ChangeMembersResponse>(`/api/hcm/employees/register/${id(registerId)}`, change),
  addYear: (registerId: string, year: number) =>
    apiClient.post<CutoffsResponse>(`/api/hcm/register-cutoff/${id(registerId)}`, { year }),
  compute: (cutoffId: string) =>
    apiClient.post<RunStarted>(`/api/hcm/generate-payroll/${id(cutoffId)}`, {}),
  release: (cutoffId: string) =>
    apiClient.post<Cutoff>(`/api/hcm/release-payslip/${id(cutoffId)}`, {}),
  addPayslipLine: (cutoffId: string, employeeNumber: string, line: AddPayslipLineRequest) =>
    apiClient.post<Payslip>(`/api/hcm/payslip/update/${id(cutoffId)}/${id(employeeNumber)}`, line),
  removePayslipLine: (cutoffId: string, employeeNumber: string, adjustmentId: string) =>
    apiClient.delete<Payslip>(
      `/api/hcm/payslip/update/${id(cutoffId)}/${id(employeeNumber)}/${id(adjustmentId)}`,
    ),
  distribute: (cutoffId: string) =>
    apiClient.post<RunStarted>(`/api/hcm/distribute-payslip/${id(cutoffId)}`, {}),
  correctTime: (cutoffId: string, employeeNumber: string, correction: TimeCorrectionRequest) =>
    apiClient.put<EditableDtr>(
      `/api/hcm/editable-dtr/${id(cutoffId)}/${id(employeeNumber)}`,
      correction,
    ),
  payslipPdf: (cutoffId: string, employeeNumber: string, template: PayslipTemplate) =>
    apiBlob(`/api/hcm/payslip/${id(cutoffId)}/${id(employeeNumber)}/pdf?template=${template}`),
  registerFile: (cutoffId: string, format: 'xlsx' | 'csv', view: 'summary' | 'itemized') =>
    apiBlob(`/api/hcm/register-export/${id(cutoffId)}?format=${format}&view=${view}`),
  timeAttendanceFile: (cutoffId: string, format: 'xlsx' | 'csv') =>
    apiBlob(`/api/hcm/generate-tar/${id(cutoffId)}?format=${format}`),
};
