import useSWR from 'swr';
import type { EditableDtr } from '../../../../shared/api/payroll-editable-dtr';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';

/** A member's stored days of a cut-off as payroll pays them (with payroll's corrections). */
export function useMemberDays(cutoffId: string, employeeNumber: string) {
  const account = useCurrentAccount();
  return useSWR<EditableDtr>(
    cutoffId && employeeNumber
      ? registerKeys.editableDtr(account.accountId, cutoffId, employeeNumber)
      : null,
  );
}
