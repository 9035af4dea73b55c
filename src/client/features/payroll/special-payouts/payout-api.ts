import type { Static } from 'typebox';
import type { RunStartedSchema } from '../../../../shared/api/payroll-common';
import type { CreateLastPayRequest, LastPayDraft } from '../../../../shared/api/last-pay';
import type { CreatePayoutRequest, SpecialPayout } from '../../../../shared/api/special-payouts';
import { apiBlob, apiClient } from '../../../lib/api-client';
import type { ApiKey } from '../../../lib/swr-keys';

type RunStarted = Static<typeof RunStartedSchema>;

const id = encodeURIComponent;

/** The SWR keys of special payouts and payslips; `scope` is the signed-in account. */
export const payoutKeys = {
  payouts: (scope: string): ApiKey => ({ path: '/api/hcm/special-payout', scope }),
  payout: (scope: string, payoutId: string): ApiKey => ({
    path: `/api/hcm/special-payout/${id(payoutId)}`,
    scope,
  }),
  payslips: (scope: string, payoutId: string): ApiKey => ({
    path: `/api/hcm/special-payout/${id(payoutId)}/payslips`,
    scope,
  }),
  payslip: (scope: string, payoutId: string, employeeNumber: string): ApiKey => ({
    path: `/api/hcm/special-payslip/${id(payoutId)}/${id(employeeNumber)}`,
    scope,
  }),
  mine: (scope: string): ApiKey => ({ path: '/api/hcm/my-special-payslips', scope }),
};

/** The changes of special payouts. */
export const payoutRequests = {
  create: (request: CreatePayoutRequest) =>
    apiClient.post<SpecialPayout>('/api/hcm/special-payout', request),
  compute: (payoutId: string) =>
    apiClient.post<RunStarted>(`/api/hcm/special-payout/${id(payoutId)}/compute`, {}),
  release: (payoutId: string) =>
    apiClient.post<SpecialPayout>(`/api/hcm/special-payout/${id(payoutId)}/release`, {}),
  remove: (payoutId: string) =>
    apiClient.delete<{ deleted: string }>(`/api/hcm/special-payout/${id(payoutId)}`),
  payslipPdf: (payoutId: string, employeeNumber: string) =>
    apiBlob(`/api/hcm/special-payslip/${id(payoutId)}/${id(employeeNumber)}/pdf`),
  lastPayDraft: (employeeNumber: string, separationDate: string) =>
    apiClient.get<LastPayDraft>(
      `/api/hcm/last-pay/inputs/${id(employeeNumber)}${
        separationDate ? `?separationDate=${id(separationDate)}` : ''
      }`,
    ),
  createLastPay: (request: CreateLastPayRequest) =>
    apiClient.post<SpecialPayout>('/api/hcm/last-pay', request),
};
