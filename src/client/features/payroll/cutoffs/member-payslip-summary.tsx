import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { Cutoff } from '../../../../shared/api/payroll-cutoffs';
import type { Payslip } from '../../../../shared/api/payroll-payslips';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';
import { FactList } from '../fact-list';
import { MoneyText } from '../money-text';
import { registerPaths } from '../payroll-paths';

/** The member's payslip of the cut-off, read again whenever a correction computed it again. */
export function MemberPayslipSummary({
  cutoff,
  employeeNumber,
}: {
  cutoff: Cutoff;
  employeeNumber: string;
}) {
  const account = useCurrentAccount();
  const { data, error } = useSWR<Payslip>(
    cutoff.payslips > 0 ? registerKeys.payslip(account.accountId, cutoff.id, employeeNumber) : null,
  );
  if (cutoff.payslips === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        No payslip yet: the corrections count when the cut-off is computed.
      </Text>
    );
  if (error)
    return (
      <Text fontSize="sm" color="fg.muted">
        No payslip of this member in the cut-off.
      </Text>
    );
  if (!data) return null;
  return (
    <FactList
      facts={[
        ['Gross pay', <MoneyText key="gross" value={data.grossPay} />],
        ['Deductions', <MoneyText key="deductions" value={data.totalDeductions} />],
        ['Net pay', <MoneyText key="net" value={data.netPay} fontWeight="semibold" />],
        [
          'Payslip',
          <Link asChild key="link">
            <RouterLink to={registerPaths.payslip(cutoff.registerId, cutoff.id, employeeNumber)}>
              Open the payslip
            </RouterLink>
          </Link>,
        ],
      ]}
    />
  );
}
