import { Box, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  PAYOUT_KIND_LABELS,
  parseSpecialPayslipId,
  type SpecialPayslip,
} from '../../../../shared/api/special-payouts';
import { DownloadButton } from '../../../components/download-button';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { Panel } from '../../../components/panel';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { CutoffStatusBadge } from '../cutoff-status-badge';
import { FactList } from '../fact-list';
import { MoneyText } from '../money-text';
import { useCan } from '../../../lib/use-grants';
import { myPayslipPaths, specialPayoutPaths } from '../payroll-paths';
import { formatDay } from '../period-text';
import { LinesAndTrace, Section } from '../payslips/payslip-view';
import { lastPayDueDate } from '../../../../shared/api/last-pay';
import { payoutKeys, payoutRequests } from './payout-api';

/** How the gross is taxed: the split the year-end adjustment and the BIR 2316 read. */
const TAX_SPLIT = [
  ['benefitsExempt', '13th month and other benefits, exempt (up to ₱90,000 a year)'],
  ['benefitsTaxable', '13th month and other benefits, taxable'],
  ['deMinimis', 'De minimis'],
  ['otherNonTaxable', 'Other non-taxable'],
  ['taxableCompensation', 'Taxable compensation'],
  ['withholdingTax', 'Tax withheld (a refund is negative)'],
] as const;

/** `/hcm/special-payslip/view/:id`: one special payslip; employees read their own once released. */
export function SpecialPayslipPage() {
  const { id = '' } = useParams();
  const { payoutId, employeeNumber } = parseSpecialPayslipId(id);
  const account = useCurrentAccount();
  const can = useCan();
  const { data, error, isLoading, mutate } = useSWR<SpecialPayslip>(
    payoutKeys.payslip(account.accountId, payoutId, employeeNumber),
  );
  const staff = can('payroll.read');
  const [message, setMessage] = useState<string | null>(null);

  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <LoadError
        message={error?.message ?? 'The payslip could not be loaded.'}
        onRetry={() => void mutate()}
      />
    );
  const { payout } = data;
  const separation =
    payout.kind === 'final_pay' ? String(data.calculation.inputs.separation_date) : null;
  return (
    <>
      <PageHeader
        title={
          // A last pay's name already names the employee.
          payout.kind === 'final_pay' ? payout.name : `${payout.name}: ${data.employeeName}`
        }
        description={
          <Link asChild>
            <RouterLink to={staff ? specialPayoutPaths.view(payoutId) : myPayslipPaths.list}>
              {staff ? payout.name : 'My payslips'}
            </RouterLink>
          </Link>
        }
        actions={
          <DownloadButton
            fetchFile={() => payoutRequests.payslipPdf(payoutId, data.employeeNumber)}
            fileName={`special-payslip-${data.employeeNumber}.pdf`}
            onError={setMessage}
          >
            {payout.kind === 'final_pay' ? 'Statement (PDF)' : 'Download PDF'}
          </DownloadButton>
        }
      />
      <Stack gap="6">
        {message ? <FormAlert status="error">{message}</FormAlert> : null}
        <Panel p="4">
          <FactList
            facts={[
              ['Employee', `${data.employeeName} (${data.employeeNumber})`],
              ['Payout', `${PAYOUT_KIND_LABELS[payout.kind]} ${payout.year}`],
              ['Pay date', formatDay(payout.payDate)],
              ...(separation
                ? ([
                    ['Separation date', formatDay(separation)],
                    ['Due by (30 days after)', formatDay(lastPayDueDate(separation))],
                  ] as [string, string][])
                : []),
              ['Status', <CutoffStatusBadge key="status" status={payout.status} />],
            ]}
          />
        </Panel>
        <LinesAndTrace payslip={data}>
          <Section id="payslip-tax" title="Tax treatment">
            <Box p="4">
              <FactList
                facts={TAX_SPLIT.map(([key, label]) => [
                  label,
                  <MoneyText key={key} value={data[key]} />,
                ])}
              />
            </Box>
          </Section>
        </LinesAndTrace>
      </Stack>
    </>
  );
}
