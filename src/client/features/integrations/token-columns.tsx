import { Badge, Button, Text, type TableCellProps } from '@chakra-ui/react';
import type { IntegrationToken } from '../../../shared/api/integration-tokens';
import { formatDateTime } from '../../../shared/format/date-time';
import type { DataColumn } from '../../components/data-table';
import { ScopeSummary } from './scope-summary';

const STATUS_COLORS: Record<IntegrationToken['status'], string> = {
  Active: 'green',
  Expired: 'orange',
  Revoked: 'gray',
};

const END: TableCellProps = { textAlign: 'end' };
const DATE = 'MMM D, YYYY';

/** The tokens: what they may do, whether they still work, who made them and their last use. */
export const tokenColumnsOf = (
  labelOf: (key: string) => string,
  onRevoke: (token: IntegrationToken) => void,
): DataColumn<IntegrationToken>[] => [
  {
    id: 'name',
    header: 'Name',
    value: (token) => token.name,
    cell: (token) => <Text fontWeight="medium">{token.name}</Text>,
  },
  {
    id: 'scopes',
    header: 'Scopes',
    cellProps: { minW: '14rem' },
    cell: (token) => <ScopeSummary scopes={token.scopes} labelOf={labelOf} />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (token) => (
      <Badge variant="subtle" colorPalette={STATUS_COLORS[token.status]}>
        {token.status}
      </Badge>
    ),
  },
  {
    id: 'expires',
    header: 'Expires',
    nowrap: true,
    value: (token) => formatDateTime(token.expiresAt, DATE),
  },
  {
    id: 'created',
    header: 'Created',
    nowrap: true,
    cell: (token) => (
      <>
        {formatDateTime(token.createdAt, DATE)}
        <Text fontSize="xs" color="fg.muted">
          by {token.createdBy}
        </Text>
      </>
    ),
  },
  {
    id: 'lastUsed',
    header: 'Last used',
    nowrap: true,
    value: (token) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'),
  },
  {
    id: 'actions',
    header: <Text srOnly>Actions</Text>,
    headerProps: END,
    cellProps: END,
    cell: (token) =>
      token.status === 'Active' ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={`Revoke ${token.name}`}
          onClick={() => onRevoke(token)}
        >
          Revoke
        </Button>
      ) : null,
  },
];
