import {
  Badge,
  Box,
  Button,
  HStack,
  Portal,
  Text,
  Tooltip,
  type TableCellProps,
} from '@chakra-ui/react';
import type { OrganizationSummary } from '../../../shared/api/tenancy';
import { formatDateTime } from '../../../shared/format/date-time';
import type { DataColumn } from '../../components/data-table';
import { deletionBlocker } from './deletion-blocker';

const DATE = 'MMM D, YYYY';
const END: TableCellProps = { textAlign: 'end' };

export interface OrganizationActions {
  onSuspend: (org: OrganizationSummary) => void;
  onResume: (org: OrganizationSummary) => void;
  onExport: (org: OrganizationSummary) => void;
  onDelete: (org: OrganizationSummary) => void;
  /** The organisation whose export is downloading, if any. */
  exporting: string | null;
}

/** Delete, or why not yet, said on hover and focus and to screen readers. */
function DeleteButton({ org, onDelete }: { org: OrganizationSummary; onDelete: () => void }) {
  const blocker = deletionBlocker(org);
  const button = (
    <Button
      size="xs"
      variant="outline"
      colorPalette="red"
      aria-label={`Delete ${org.orgId}`}
      disabled={blocker !== null}
      onClick={onDelete}
    >
      Delete
    </Button>
  );
  if (!blocker) return button;
  return (
    <Tooltip.Root openDelay={200} closeDelay={100}>
      <Tooltip.Trigger asChild>
        {/* A disabled button takes no pointer or focus: its wrapper shows why. */}
        <Box as="span" tabIndex={0} display="inline-flex" rounded="sm">
          {button}
          <Text srOnly>{blocker}</Text>
        </Box>
      </Tooltip.Trigger>
      <Portal>
        {/* Styled here: the app's theme carries no tooltip recipe. */}
        <Tooltip.Positioner>
          <Tooltip.Content
            zIndex="tooltip"
            maxW="64"
            px="2.5"
            py="1"
            rounded="sm"
            shadow="md"
            fontSize="xs"
            bg="bg.inverted"
            color="fg.inverted"
          >
            {blocker}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** The organisations: who they are, whether they run, how big, when last exported; actions. */
export const organizationColumnsOf = (
  actions: OrganizationActions,
): DataColumn<OrganizationSummary>[] => [
  {
    id: 'orgId',
    header: 'ID',
    sortable: true,
    value: (org) => org.orgId,
    cell: (org) => (
      <Text fontFamily="mono" fontSize="sm">
        {org.orgId}
      </Text>
    ),
  },
  {
    id: 'tradeName',
    header: 'Trade name',
    sortable: true,
    cellProps: { minW: '12rem' },
    value: (org) => org.tradeName,
    cell: (org) => (
      <>
        <Text fontWeight="medium">{org.tradeName}</Text>
        {org.registeredName !== org.tradeName ? (
          <Text fontSize="xs" color="fg.muted">
            {org.registeredName}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    nowrap: true,
    cell: (org) =>
      org.status === 'active' ? (
        <Badge variant="subtle" colorPalette="green">
          Active
        </Badge>
      ) : (
        <>
          <Badge variant="subtle" colorPalette="orange">
            Suspended
          </Badge>
          {org.suspendedAt ? (
            <Text fontSize="xs" color="fg.muted">
              since {formatDateTime(org.suspendedAt, DATE)}
            </Text>
          ) : null}
        </>
      ),
  },
  {
    id: 'created',
    header: 'Created',
    nowrap: true,
    sortable: true,
    value: (org) => org.createdAt,
    cell: (org) => formatDateTime(org.createdAt, DATE),
  },
  { id: 'people', header: 'People', numeric: true, value: (org) => org.people },
  { id: 'accounts', header: 'Accounts', numeric: true, value: (org) => org.accounts },
  {
    id: 'exported',
    header: 'Last export',
    nowrap: true,
    cell: (org) => {
      const stale =
        org.suspendedAt !== null &&
        (org.exportedAt === null || Date.parse(org.exportedAt) < Date.parse(org.suspendedAt));
      return (
        <>
          {org.exportedAt ? formatDateTime(org.exportedAt) : 'Never'}
          {stale ? (
            <Text fontSize="xs" color="fg.warning">
              none since suspended
            </Text>
          ) : null}
        </>
      );
    },
  },
  {
    id: 'actions',
    header: <Text srOnly>Actions</Text>,
    headerProps: END,
    cellProps: END,
    cell: (org) => (
      <HStack gap="2" justify="end">
        {org.status === 'active' ? (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Suspend ${org.orgId}`}
            onClick={() => actions.onSuspend(org)}
          >
            Suspend
          </Button>
        ) : (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Resume ${org.orgId}`}
            onClick={() => actions.onResume(org)}
          >
            Resume
          </Button>
        )}
        <Button
          size="xs"
          variant="outline"
          aria-label={`Export ${org.orgId}`}
          loading={actions.exporting === org.orgId}
          loadingText="Exporting"
          disabled={actions.exporting !== null && actions.exporting !== org.orgId}
          onClick={() => actions.onExport(org)}
        >
          Export
        </Button>
        <DeleteButton org={org} onDelete={() => actions.onDelete(org)} />
      </HStack>
    ),
  },
];
