import type { EmployeeProfile, SelfContactUpdate } from '../../../../shared/api/employee-profile';
import { apiClient } from '../../../lib/api-client';

/** `PATCH /api/hcm/employee-profile/self`: the employee's own contact details. */
export const updateOwnContact = (body: SelfContactUpdate) =>
  apiClient.patch<EmployeeProfile>('/api/hcm/employee-profile/self', body);
