import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ConsolidatedCutoff } from '../../../../shared/api/payroll-consolidations';
import { CutoffStatusBadge } from '../cutoff-status-badge';
import { MoneyText } from '../money-text';
import { consolidatedPaths, registerPaths } from '../payroll-paths';
import { formatDay, formatPeriod } from '../period-text';

const SECTIONS = [
  ['earnings', 'Earnings'],
  ['deductions', 'Deductions'],
  ['totals', 'Totals'],
] as const;

/** One column per register's cut-off and one for all, one row per kind of payslip line. */
export function ConsolidatedTotalsTable({ cutoff }: { cutoff: ConsolidatedCutoff }) {
  const { columns, rows } = cutoff;
  const span = columns.length + 2;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader minW="12rem">Line</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.registerId} textAlign="end" minW="11rem">
                <Stack gap="1" align="end">
                  {column.cutoffId ? (
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={registerPaths.cutoff(column.registerId, column.cutoffId)}>
                        {column.registerName}
                      </RouterLink>
                    </Link>
                  ) : (
                    <Text fontWeight="semibold">{column.registerName}</Text>
                  )}
                  {column.cutoffId ? (
                    <Link asChild fontSize="xs" fontWeight="normal">
                      <RouterLink
                        to={consolidatedPaths.timeAttendance(column.registerId, column.cutoffId)}
                      >
                        Time and attendance
                      </RouterLink>
                    </Link>
                  ) : null}
                </Stack>
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end" minW="10rem">
              All registers
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row>
            <Table.Cell color="fg.muted">Status</Table.Cell>
            {columns.map((column) => (
              <Table.Cell key={column.registerId} textAlign="end">
                {column.status ? (
                  <CutoffStatusBadge status={column.status} />
                ) : (
                  <Text as="span" color="fg.muted">
                    No cut-off
                  </Text>
                )}
              </Table.Cell>
            ))}
            <Table.Cell />
          </Table.Row>
          <Table.Row>
            <Table.Cell color="fg.muted">Period · pay date</Table.Cell>
            {columns.map((column) => (
              <Table.Cell key={column.registerId} textAlign="end" fontSize="xs">
                {column.periodStart && column.periodEnd && column.payDate
                  ? `${formatPeriod(column.periodStart, column.periodEnd)} · ${formatDay(column.payDate)}`
                  : '—'}
              </Table.Cell>
            ))}
            <Table.Cell />
          </Table.Row>
          <Table.Row>
            <Table.Cell color="fg.muted">Headcount</Table.Cell>
            {columns.map((column) => (
              <Table.Cell key={column.registerId} textAlign="end" fontVariantNumeric="tabular-nums">
                {column.payslips}
              </Table.Cell>
            ))}
            <Table.Cell textAlign="end" fontWeight="medium" fontVariantNumeric="tabular-nums">
              {cutoff.payslips}
            </Table.Cell>
          </Table.Row>
          {SECTIONS.map(([section, title]) => {
            const lines = rows.filter((row) => row.section === section);
            if (lines.length === 0) return null;
            return (
              <Fragment key={section}>
                <Table.Row bg="bg.muted">
                  <Table.Cell colSpan={span} fontWeight="semibold" fontSize="xs" py="1.5">
                    {title}
                  </Table.Cell>
                </Table.Row>
                {lines.map((row) => (
                  <Table.Row key={row.code}>
                    <Table.Cell fontWeight={section === 'totals' ? 'medium' : undefined}>
                      {row.label}
                    </Table.Cell>
                    {row.amounts.map((amount, index) => (
                      <Table.Cell key={columns[index]?.registerId ?? 'total'} textAlign="end">
                        <MoneyText
                          value={amount}
                          fontWeight={
                            section === 'totals' || index === columns.length ? 'medium' : undefined
                          }
                        />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
