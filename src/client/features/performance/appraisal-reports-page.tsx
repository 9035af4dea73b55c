import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import {
  PMS_REPORTS,
  PMS_REPORT_TITLES,
  type PmsReport,
  type ReportRow,
} from '../../../shared/api/pms-reports';
import { formPaths } from '../../../shared/forms/form-paths';
import { DownloadButton } from '../../components/download-button';
import { NativeSelect } from '../../components/native-select';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { TableSkeleton } from '../../components/table-skeleton';
import { apiBlob } from '../../lib/api-client';
import { useFormDefinition } from '../../engine/api/use-form-definition';
import { useReportFilters } from '../../lib/use-report-filters';
import { FilterSelect } from '../../components/filter-select';
import { ReportTable } from './report-table';
import { appraisalReportPath, useAppraisalReport } from './use-appraisal-report';

const FILTERS = ['schedule', 'site', 'employeeNumber'] as const;

/** Each report's own address among the spec's (the menu opens the first). */
const REPORT_PATHS: Record<PmsReport, string> = {
  status: '/appraisals/reports/appraisal_status',
  objectives: '/appraisals/reports/appraisal_objectives',
  sites: '/appraisals/reports/summary-per-site',
  'pre-calibration': '/appraisals/reports/pre-calibration-summary',
  'post-calibration': '/appraisals/reports/post-calibration-summary',
  results: '/appraisals/reports/appraisal-results',
  employee: '/appraisals/reports/employee-appraisal',
  calibration: '/appraisals/reports/special_report',
};

/** `/appraisals/reports/*`: one appraisal report, filtered by schedule and site. */
export function AppraisalReportsPage({ report }: { report: PmsReport }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { filters, setFilter } = useReportFilters(FILTERS);
  const picked = report === 'employee' ? filters : { ...filters, employeeNumber: undefined };
  const { answer, error, isLoading, retry } = useAppraisalReport(report, picked);
  const { form } = useFormDefinition('pms-appraisal');
  const { title, description } = PMS_REPORT_TITLES[report];
  const linkOf = (row: ReportRow) => {
    if (row.recordId && form) return formPaths.view(form.definition, row.recordId);
    if (!row.employeeNumber) return null;
    const query = new URLSearchParams(search);
    query.set('employeeNumber', row.employeeNumber);
    return `${pathname}?${query}`;
  };
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <DownloadButton
            size="sm"
            fileName={`appraisal-${report}.csv`}
            fetchFile={() => apiBlob(appraisalReportPath(report, picked, 'csv'))}
          >
            CSV
          </DownloadButton>
        }
      />
      <Flex gap="3" wrap="wrap" mb="4" align="center" role="group" aria-label="Filters">
        <NativeSelect
          aria-label="Report"
          w={{ base: 'full', sm: '18rem' }}
          value={report}
          onChange={(event) => {
            const query = new URLSearchParams(search);
            query.delete('employeeNumber');
            navigate(`${REPORT_PATHS[event.target.value as PmsReport]}?${query}`);
          }}
        >
          {PMS_REPORTS.map((name) => (
            <option key={name} value={name}>
              {PMS_REPORT_TITLES[name].title}
            </option>
          ))}
        </NativeSelect>
        <FilterSelect
          label="Schedule"
          all="All schedules"
          options={answer?.schedules ?? []}
          value={filters.schedule}
          onChange={(value) => setFilter('schedule', value)}
        />
        <FilterSelect
          label="Site"
          all="All sites"
          options={answer?.sites ?? []}
          value={filters.site}
          onChange={(value) => setFilter('site', value)}
        />
        {picked.employeeNumber ? (
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted">
              Employee {picked.employeeNumber}
            </Text>
            <Button size="xs" variant="outline" asChild>
              <RouterLink to={pathname}>All employees</RouterLink>
            </Button>
          </HStack>
        ) : null}
      </Flex>
      {isLoading && !answer ? (
        <Panel>
          <TableSkeleton />
        </Panel>
      ) : error && !answer ? (
        <LoadError message="The report could not be loaded." onRetry={retry} />
      ) : answer ? (
        <Stack gap="4">
          {answer.sections.map((section) => (
            <Panel key={section.title} p="0">
              <Text fontWeight="semibold" px="4" pt="3" pb="1">
                {section.title}
              </Text>
              <ReportTable section={section} linkOf={linkOf} />
            </Panel>
          ))}
        </Stack>
      ) : null}
    </>
  );
}
