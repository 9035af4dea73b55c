import type { EmployeePinRequest, EmployeePinResponse } from '../../../../shared/api/kiosk';
import { apiClient } from '../../../lib/api-client';

/**
 * HR sets an employee's kiosk PIN. The server has add-pin and update-pin, which both set the
 * PIN whether or not one exists (they differ only in the audit line); HR's screen sets or
 * resets, so it uses update-pin.
 */
export const setEmployeePin = (request: EmployeePinRequest) =>
  apiClient.post<EmployeePinResponse>('/api/hcm/user-auth/update-pin', request);
