import { Button, Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { Panel } from '../../../components/panel';
import { useCan } from '../../../lib/use-grants';
import { registerPaths } from '../payroll-paths';
import { formatPeriod } from '../period-text';
import { MemberDtrTable } from './member-dtr-table';
import { useMemberDays } from './use-member-days';

/**
 * `/register/cutoff/dtr/:registerId/:registerCutoffId/(:accountId/):employeeNumber`: one
 * member's time record for the cut-off as payroll pays it, read only.
 */
export function MemberDtrPage() {
  const { registerCutoffId = '', employeeNumber, filename } = useParams();
  const number = employeeNumber ?? filename ?? '';
  const can = useCan();
  const { data, error, isLoading, mutate } = useMemberDays(registerCutoffId, number);

  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <LoadError
        message={error?.message ?? 'The time record could not be loaded.'}
        onRetry={() => void mutate()}
      />
    );
  const { cutoff } = data;
  const canCorrect = can('payroll.compute') && cutoff.status !== 'Released';

  return (
    <>
      <PageHeader
        title={`Time record: ${data.employeeName ?? number}`}
        description={
          <>
            {number} · {cutoff.registerName}, {formatPeriod(cutoff.periodStart, cutoff.periodEnd)} ·{' '}
            <Link asChild>
              <RouterLink to={registerPaths.cutoff(cutoff.registerId, cutoff.id)}>
                Back to the cut-off
              </RouterLink>
            </Link>
          </>
        }
        actions={
          <Flex gap="2" wrap="wrap">
            {cutoff.payslips > 0 ? (
              <Button asChild variant="outline">
                <RouterLink to={registerPaths.payslip(cutoff.registerId, cutoff.id, number)}>
                  Payslip
                </RouterLink>
              </Button>
            ) : null}
            {canCorrect ? (
              <Button asChild>
                <RouterLink to={registerPaths.editableDtr(cutoff.registerId, cutoff.id, number)}>
                  Correct days
                </RouterLink>
              </Button>
            ) : null}
          </Flex>
        }
      />
      <Panel>
        {data.days.length === 0 ? (
          <EmptyState
            icon="list"
            title="No time record for this cut-off"
            description="Days appear here once the member's time record covers the period."
          />
        ) : (
          <MemberDtrTable days={data.days} />
        )}
      </Panel>
    </>
  );
}
