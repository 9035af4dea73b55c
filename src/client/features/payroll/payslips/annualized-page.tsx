import { Box, Flex, Grid, Heading, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { AnnualizedCompensation } from '../../../../shared/api/employee-payslips';
import { DownloadButton } from '../../../components/download-button';
import { apiBlob } from '../../../lib/api-client';
import { bir2316Path } from '../../../../shared/api/payroll-year-end';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { Panel } from '../../../components/panel';
import { isApiError } from '../../../lib/api-error';
import type { ApiKey } from '../../../lib/swr-keys';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { TraceList } from '../calculator/trace-list';
import { formatDecimal } from '../decimal-text';
import { FactList } from '../fact-list';
import { MoneyText } from '../money-text';
import { myPayslipPaths } from '../payroll-paths';
import { YearSelect } from '../year-select';
import { PreviousEmployerPanel } from './previous-employer-panel';

const YEARS_BACK = 4;

const annualizedKey = (scope: string, accountId: string, year: number): ApiKey => ({
  path: `/api/hcm/annualized-compensation/account/${encodeURIComponent(accountId)}?year=${year}`,
  scope,
});

/** What December's adjustment does with the difference, without the sign. */
function adjustmentText(amount: string) {
  if (/^-?0(\.0+)?$/.test(amount)) return 'Nothing to adjust';
  return amount.startsWith('-')
    ? `Refund ${formatDecimal(amount.slice(1))} in December`
    : `Collect ${formatDecimal(amount)} in December`;
}

/** What the projection assumes of the rest of the year. */
function assumptionText({ periodsLeft, year }: AnnualizedCompensation) {
  if (periodsLeft === 0) return `No pay periods of ${year} are left: this is the year as paid.`;
  return periodsLeft === 1
    ? `If the last pay period of ${year} pays like the latest one.`
    : `If the ${periodsLeft} pay periods left in ${year} pay like the latest one.`;
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap="0.5" bg="bg" p="4">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      {hint ? (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

function YearToDate({ data }: { data: AnnualizedCompensation }) {
  return (
    <Stack gap="6">
      <Panel>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="px" bg="border">
          <Figure label="Gross pay to date" value={formatDecimal(data.grossPay)} />
          <Figure label="Taxable to date" value={formatDecimal(data.taxableCompensation)} />
          <Figure label="Tax withheld to date" value={formatDecimal(data.withholdingTax)} />
          <Figure
            label="Projected annual tax"
            value={formatDecimal(data.projectedAnnualTax)}
            hint={adjustmentText(data.projectedYearEndAdjustment)}
          />
        </SimpleGrid>
      </Panel>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
        <Panel>
          <Heading as="h2" size="md" px="4" pt="3" pb="2">
            Payslip lines, year to date
          </Heading>
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Line</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Year to date</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(['earnings', 'deductions'] as const).map((section) => (
                  <Fragment key={section}>
                    <Table.Row bg="bg.muted">
                      <Table.Cell colSpan={2} fontWeight="semibold" fontSize="xs" py="1.5">
                        {section === 'earnings' ? 'Earnings' : 'Deductions'}
                      </Table.Cell>
                    </Table.Row>
                    {data.lines
                      .filter((line) => line.section === section)
                      .map((line) => (
                        <Table.Row key={line.code}>
                          <Table.Cell>{line.label}</Table.Cell>
                          <Table.Cell textAlign="end">
                            <MoneyText value={line.amount} />
                          </Table.Cell>
                        </Table.Row>
                      ))}
                  </Fragment>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Panel>
        <Panel p="4">
          <Stack gap="3">
            <Heading as="h2" size="md">
              Projection to December
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {assumptionText(data)}
            </Text>
            <FactList
              facts={[
                ['Periods left', data.periodsLeft],
                [
                  'Taxable compensation',
                  <MoneyText key="t" value={data.projectedTaxableCompensation} />,
                ],
                ['Annual tax', <MoneyText key="a" value={data.projectedAnnualTax} />],
                ['Withheld by December', <MoneyText key="w" value={data.projectedWithholding} />],
                ['Year-end adjustment', adjustmentText(data.projectedYearEndAdjustment)],
              ]}
            />
            <Box as="details" fontSize="sm">
              <Box as="summary" cursor="pointer" color="fg.muted">
                How it is computed
              </Box>
              <TraceList trace={data.trace} selected={[]} hovered={null} />
            </Box>
          </Stack>
        </Panel>
      </Grid>
      {data.previousEmployer ? <PreviousEmployerPanel employer={data.previousEmployer} /> : null}
    </Stack>
  );
}

/** `/annualized-compensation/:accountId`: year to date per payslip line and the year's tax. */
export function AnnualizedPage() {
  const { accountId = '' } = useParams();
  const account = useCurrentAccount();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [message, setMessage] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useSWR<AnnualizedCompensation>(
    annualizedKey(account.accountId, accountId, year),
  );
  const own = accountId === account.accountId;
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => thisYear - index);
  const missing = isApiError(error) && error.status === 404;

  return (
    <>
      <PageHeader
        title={data ? `Year to date: ${data.employeeName}` : 'Year to date'}
        description={
          <>
            {data ? `${data.employeeNumber} · ` : null}
            {data
              ? `${data.payslips === 1 ? '1 released payslip' : `${data.payslips} released payslips`} in ${data.year}`
              : `Released payslips of ${year}`}
            {own ? (
              <>
                {' · '}
                <Link asChild>
                  <RouterLink to={myPayslipPaths.list}>My payslips</RouterLink>
                </Link>
              </>
            ) : null}
          </>
        }
        actions={
          <Flex gap="2" wrap="wrap">
            {data ? (
              // The year's certificate, from the year's released pay.
              <DownloadButton
                fetchFile={() => apiBlob(bir2316Path(data.employeeNumber, data.year))}
                fileName={`bir-2316-${data.year}-${data.employeeNumber}.pdf`}
                onError={setMessage}
              >
                BIR 2316 (PDF)
              </DownloadButton>
            ) : null}
            <YearSelect year={year} years={years} onChange={setYear} />
          </Flex>
        }
      />
      {message ? <FormAlert status="error">{message}</FormAlert> : null}
      {isLoading ? (
        <PageSpinner />
      ) : missing ? (
        <Panel>
          <EmptyState
            icon="list"
            title={error.message}
            description="The year to date counts released payslips only: pick another year."
          />
        </Panel>
      ) : error || !data ? (
        <LoadError
          message={error?.message ?? 'The year to date could not be loaded.'}
          onRetry={() => void mutate()}
        />
      ) : (
        <YearToDate data={data} />
      )}
    </>
  );
}
