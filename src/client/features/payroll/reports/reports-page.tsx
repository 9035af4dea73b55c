import { Box, Heading } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import type {
  GeneratedReports,
  ReportGroup,
  ReportWriter,
} from '../../../../shared/api/payroll-reports';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { SectionCard } from '../../../components/section-card';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { canChangePayroll } from '../payroll-access';
import { GenerateReportPanel } from './generate-report-panel';
import { GeneratedFilesTable } from './generated-files-table';
import { reportKeys } from './report-requests';

const PAGE_SIZE = 20;

/**
 * `/payroll/generate-reports-generator` (every report) and `/government/reports` (the
 * government group): generate a file for a period, then download it from the list.
 */
function ReportsPage({ group }: { group: ReportGroup | null }) {
  const account = useCurrentAccount();
  const [offset, setOffset] = useState(0);
  const writers = useSWR<{ items: ReportWriter[] }>(reportKeys.writers(account.accountId));
  const files = useSWR<GeneratedReports>(
    reportKeys.generated(account.accountId, group, offset, PAGE_SIZE),
  );
  const shown = (writers.data?.items ?? []).filter((writer) => !group || writer.group === group);
  const canGenerate = canChangePayroll(account.role);
  const { mutate: refreshFiles } = files;
  const showMade = useCallback(() => {
    setOffset(0);
    void refreshFiles();
  }, [refreshFiles]);

  return (
    <>
      <PageHeader
        title={group === 'government' ? 'Government reports' : 'Reports and files'}
        description={
          group === 'government'
            ? 'SSS, PhilHealth, Pag-IBIG and BIR files for a month, made from the released payslips.'
            : 'Government remittance files, bank credit files and payroll reports, made from the released payroll.'
        }
      />
      {canGenerate ? (
        <SectionCard
          title="Generate a file"
          description="Each file is made in the background and kept below for download."
        >
          {writers.isLoading ? (
            <TableSkeleton />
          ) : writers.error || !writers.data ? (
            <LoadError
              message="The reports could not be loaded."
              onRetry={() => void writers.mutate()}
            />
          ) : (
            <GenerateReportPanel writers={shown} onMade={showMade} />
          )}
        </SectionCard>
      ) : null}
      <Heading as="h2" size="md" mt="8" mb="3">
        Generated files
      </Heading>
      <Panel>
        {files.isLoading ? (
          <TableSkeleton />
        ) : files.error || !files.data ? (
          <Box p="4">
            <LoadError
              message="The files could not be loaded."
              onRetry={() => void files.mutate()}
            />
          </Box>
        ) : (
          <GeneratedFilesTable
            page={files.data}
            offset={offset}
            pageSize={PAGE_SIZE}
            onPage={setOffset}
          />
        )}
      </Panel>
    </>
  );
}

export const PayrollFilesPage = () => <ReportsPage group={null} />;
export const GovernmentReportsPage = () => <ReportsPage group="government" />;
