import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import type {
  Payslip,
  PayslipAdjustment,
  PayslipLine,
} from '../../../../shared/api/payroll-payslips';
import { Panel } from '../../../components/panel';
import { TraceList } from '../calculator/trace-list';
import { CutoffStatusBadge } from '../cutoff-status-badge';
import { FactList } from '../fact-list';
import { formatDay, formatPeriod } from '../period-text';
import { DeferredList } from './deferred-list';
import { OwnLines } from './own-lines';
import { lineKey, PayslipLines } from './payslip-lines';

export function Section(props: {
  id: string;
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel as="section" aria-labelledby={props.id}>
      <Box px="4" py="3" borderBottomWidth="1px">
        <Heading as="h2" size="md" id={props.id}>
          {props.title}
        </Heading>
        {props.hint ? (
          <Text fontSize="sm" color="fg.muted">
            {props.hint}
          </Text>
        ) : null}
      </Box>
      {props.children}
    </Panel>
  );
}

/** What a payslip's lines and trace need: a cut-off's payslip or a special payout's. */
type LinesAndTracePayslip = Pick<
  Payslip,
  'lines' | 'grossPay' | 'totalDeductions' | 'netPay' | 'trace'
>;

/**
 * A payslip's lines with its totals beside how it was computed; selecting a line marks its trace
 * entries. `children` are more sections under the lines.
 */
export function LinesAndTrace({
  payslip,
  children,
}: {
  payslip: LinesAndTracePayslip;
  children?: ReactNode;
}) {
  const [selected, setSelected] = useState<PayslipLine | null>(null);
  const marked = useMemo(
    () =>
      selected
        ? payslip.trace.flatMap((entry, index) =>
            selected.trace.includes(entry.line) ? [index] : [],
          )
        : [],
    [payslip.trace, selected],
  );
  return (
    <Grid
      templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }}
      gap="6"
      alignItems="start"
    >
      <Stack gap="6">
        <Section
          id="payslip-lines"
          title="Pay"
          hint={<span data-print="hide">Select a line to find the steps that computed it.</span>}
        >
          <PayslipLines
            payslip={payslip}
            selected={selected ? lineKey(selected) : null}
            onSelect={setSelected}
          />
        </Section>
        {children}
      </Stack>
      {/* A printed payslip is the payslip; the steps stay on screen. */}
      <Box data-print="hide">
        <Section
          id="payslip-trace"
          title="How it was computed"
          hint="Each step with its formula and figures."
        >
          <TraceList trace={payslip.trace} selected={marked} hovered={null} />
        </Section>
      </Box>
    </Grid>
  );
}

interface PayslipViewProps {
  payslip: Payslip;
  /** Offers removing payroll's own lines; absent, the payslip is only read. */
  onRemoveLine?: ((adjustment: PayslipAdjustment) => void) | undefined;
}

/** One payslip: who and when, its lines and totals, what was deferred or added, and the trace. */
export function PayslipView({ payslip, onRemoveLine }: PayslipViewProps) {
  const { cutoff } = payslip;

  return (
    <Stack gap="6">
      <Panel p="4">
        <FactList
          facts={[
            ['Employee', `${payslip.employeeName} (${payslip.employeeNumber})`],
            ['Register', cutoff.registerName],
            ['Period', formatPeriod(cutoff.periodStart, cutoff.periodEnd)],
            ['Pay date', formatDay(cutoff.payDate)],
            ['Status', <CutoffStatusBadge key="status" status={cutoff.status} />],
          ]}
        />
      </Panel>
      <LinesAndTrace payslip={payslip}>
        {payslip.deferred.length > 0 ? (
          <Section id="payslip-deferred" title="Deferred">
            <DeferredList deferred={payslip.deferred} />
          </Section>
        ) : null}
        {payslip.adjustments.length > 0 ? (
          <Section id="payslip-own-lines" title="Lines added by payroll">
            <OwnLines adjustments={payslip.adjustments} onRemove={onRemoveLine} />
          </Section>
        ) : null}
      </LinesAndTrace>
    </Stack>
  );
}
