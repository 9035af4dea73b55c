import { Stack, Text } from '@chakra-ui/react';
import type { ApplicationSummary } from '../../../shared/api/applications';
import { formatDateTime } from '../../../shared/format/date-time';
import type { DataColumn } from '../../components/data-table';
import { formatSpan, levelText } from './application-format';
import { StatusBadge } from './status-badge';

type Column = DataColumn<ApplicationSummary>;

/** The columns the lists of applications share (approvals, backdated, an employee's own). */

/** Who filed it: name, and the employee number beneath. */
export const employeeColumn: Column = {
  id: 'employee',
  header: 'Employee',
  cell: (item) => (
    <Stack gap="0">
      <Text fontWeight="medium">{item.employeeName}</Text>
      <Text fontSize="xs" color="fg.muted">
        {item.employeeNumber}
      </Text>
    </Stack>
  ),
};

/** What it asks for, with the dates it covers beneath. */
export const detailsColumn: Column = {
  id: 'details',
  header: 'Details',
  cell: (item) => (
    <Stack gap="0">
      <Text>{item.summary}</Text>
      <Text fontSize="xs" color="fg.muted">
        {formatSpan(item)}
      </Text>
    </Stack>
  ),
};

export const appliedColumn: Column = {
  id: 'applied',
  header: 'Applied',
  nowrap: true,
  value: (item) => formatDateTime(item.dateApplied),
};

export const levelColumn: Column = { id: 'level', header: 'Level', nowrap: true, value: levelText };

export const statusColumn: Column = {
  id: 'status',
  header: 'Status',
  cell: (item) => <StatusBadge status={item.status} />,
};
