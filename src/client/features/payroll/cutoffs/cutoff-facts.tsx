import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../shared/format/date-time';
import type { Cutoff } from '../../../../shared/api/payroll-cutoffs';
import type { OrgFlags } from '../../../../shared/org-flags';
import { CutoffStatusBadge } from '../cutoff-status-badge';
import { FactList } from '../fact-list';
import { MoneyText } from '../money-text';
import { formatDay, formatPeriod } from '../period-text';

const byAndWhen = (by: string | null, at: string | null) =>
  by && at ? `${by}, ${formatDateTime(at)}` : 'Not yet';

interface CutoffFactsProps {
  cutoff: Cutoff;
  flags: OrgFlags | null;
}

/** A cut-off's period, pay date, status, who computed and released it, and its totals. */
export function CutoffFacts({ cutoff, flags }: CutoffFactsProps) {
  const facts: [string, ReactNode][] = [
    [flags?.cutOffLabel ? 'Cut-off' : 'Period', formatPeriod(cutoff.periodStart, cutoff.periodEnd)],
    [flags?.releaseDateLabel ? 'Release date' : 'Pay date', formatDay(cutoff.payDate)],
    ['Status', <CutoffStatusBadge key="status" status={cutoff.status} />],
    ['Computed', byAndWhen(cutoff.computedBy, cutoff.computedAt)],
  ];
  if (!flags?.hasNoReleasedBy)
    facts.push(['Released', byAndWhen(cutoff.releasedBy, cutoff.releasedAt)]);
  facts.push(
    ['Payslips', String(cutoff.payslips)],
    ['Gross pay', <MoneyText key="gross" value={cutoff.grossPay} />],
    ['Deductions', <MoneyText key="deductions" value={cutoff.totalDeductions} />],
    ['Net pay', <MoneyText key="net" value={cutoff.netPay} fontWeight="semibold" />],
  );
  return <FactList facts={facts} />;
}
