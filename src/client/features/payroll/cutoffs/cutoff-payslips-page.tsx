import { Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { Cutoff } from '../../../../shared/api/payroll-cutoffs';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';
import { registerPaths } from '../payroll-paths';
import { CutoffChooser } from './cutoff-chooser';
import { DistributePayslips } from './distribute-payslips';
import { PayslipsTable } from './payslips-table';
import { useChosenCutoff } from './use-chosen-cutoff';

/**
 * `/register/cutoff/payslip`: the payslips of any register's cut-off in one place, searched and
 * paged, each opening its payslip; a released cut-off's are mailed from here too.
 */
export function CutoffPayslipsPage() {
  const { registerId, cutoffId, choose } = useChosenCutoff();
  const { accountId } = useCurrentAccount();
  const cutoff = useSWR<Cutoff>(cutoffId ? registerKeys.cutoff(accountId, cutoffId) : null).data;
  return (
    <>
      <PageHeader
        title="Payslips"
        description={
          cutoff ? (
            <Link asChild>
              <RouterLink to={registerPaths.cutoff(cutoff.registerId, cutoff.id)}>
                Open the cut-off
              </RouterLink>
            </Link>
          ) : (
            'The payslips of a cut-off.'
          )
        }
      />
      <Stack gap="6">
        <Panel p="4">
          <CutoffChooser registerId={registerId} cutoffId={cutoffId} onChoose={choose} />
        </Panel>
        {cutoff ? (
          <>
            {cutoff.status === 'Released' ? <DistributePayslips cutoff={cutoff} /> : null}
            <Panel>
              <PayslipsTable key={cutoff.id} cutoff={cutoff} />
            </Panel>
          </>
        ) : null}
      </Stack>
    </>
  );
}
