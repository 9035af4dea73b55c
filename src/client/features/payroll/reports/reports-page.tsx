import { Box, Heading } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import type { GeneratedReports, ReportWriter } from '../../../../shared/api/payroll-reports';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { SectionCard } from '../../../components/section-card';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { useCan } from '../../../lib/use-grants';
import { GenerateReportPanel } from './generate-report-panel';
import { GeneratedFilesTable } from './generated-files-table';
import { reportKeys, type ReportFilter } from './report-requests';

const PAGE_SIZE = 20;

/** The three pages of the report generator: what each offers and how it presents itself. */
const VIEWS = {
  all: {
    filter: {},
    title: 'Reports and files',
    description:
      'Government remittance files, bank credit files and payroll reports, made from the released payroll.',
  },
  government: {
    filter: { group: 'government' },
    title: 'Government reports',
    description:
      'SSS, PhilHealth, Pag-IBIG and BIR files for a month or a year, made from the released payslips.',
  },
  alphalist: {
    filter: { period: 'year' },
    title: 'Alphalist',
    description:
      'The BIR 1604-C alphalist of employees (schedules 1 and 2) for a year, from the released payslips and special payouts.',
  },
} satisfies Record<string, { filter: ReportFilter; title: string; description: string }>;

/**
 * `/payroll/generate-reports-generator` (every report), `/government/reports` (the government
 * group) and `/payroll/report/alphalist` (the year's writers): generate a file for a period, then
 * download it from the list.
 */
function ReportsPage({ view }: { view: keyof typeof VIEWS }) {
  const { filter, title, description } = VIEWS[view];
  const account = useCurrentAccount();
  const can = useCan();
  const [offset, setOffset] = useState(0);
  const writers = useSWR<{ items: ReportWriter[] }>(reportKeys.writers(account.accountId));
  const files = useSWR<GeneratedReports>(
    reportKeys.generated(account.accountId, filter, offset, PAGE_SIZE),
  );
  const shown = (writers.data?.items ?? []).filter(
    (writer) =>
      (!('group' in filter) || writer.group === filter.group) &&
      (!('period' in filter) || writer.period === filter.period),
  );
  const canGenerate = can('payroll.compute');
  const { mutate: refreshFiles } = files;
  const showMade = useCallback(() => {
    setOffset(0);
    void refreshFiles();
  }, [refreshFiles]);

  return (
    <>
      <PageHeader title={title} description={description} />
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

export const PayrollFilesPage = () => <ReportsPage view="all" />;
export const GovernmentReportsPage = () => <ReportsPage view="government" />;
export const AlphalistPage = () => <ReportsPage view="alphalist" />;
