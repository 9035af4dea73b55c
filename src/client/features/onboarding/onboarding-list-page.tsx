import { Box, Flex, HStack, Link, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ChecklistListQuery, ChecklistListResponse } from '../../../shared/api/onboarding';
import { DataTable, type DataColumn } from '../../components/data-table';
import { NativeCheckbox } from '../../components/native-checkbox';
import { OffsetListPanel } from '../../components/offset-list-panel';
import { PageSearch } from '../../components/page-search';
import { PageHeader } from '../../components/page-header';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { NativeSelect } from '../../components/native-select';
import { useChecklists } from './api/onboarding-api';
import { ChecklistProgress, ChecklistStatus } from './checklist-progress';
import { staffChecklistPaths } from './onboarding-paths';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

type Item = ChecklistListResponse['items'][number];

const checklistPath = (item: Item) => staffChecklistPaths(item.accountId).checklist;

const COLUMNS: DataColumn<Item>[] = [
  {
    id: 'hire',
    header: 'New hire',
    cell: (item) => (
      <>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={checklistPath(item)}>{item.employee.name}</RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted">
          {item.employeeNumber}
        </Text>
      </>
    ),
  },
  { id: 'department', header: 'Department', value: (item) => item.employee.department ?? '—' },
  {
    id: 'progress',
    header: 'Progress',
    headerProps: { minW: '14rem' },
    cell: (item) => <ChecklistProgress summary={item} />,
  },
  { id: 'status', header: 'Status', cell: (item) => <ChecklistStatus summary={item} /> },
  {
    id: 'reminded',
    header: 'Last reminded',
    nowrap: true,
    cellProps: { color: 'fg.muted' },
    value: (item) =>
      item.lastRemindedAt ? dayjs(item.lastRemindedAt).format('MMM D, h:mm A') : 'Never',
  },
];

/** `/hr/onboarding`: every new hire's checklist with their progress, for HR to follow up. */
export function OnboardingListPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ChecklistListQuery['status']>();
  const [overdue, setOverdue] = useState(false);
  const [department, setDepartment] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { list, error, isLoading, mutate } = useChecklists({
    limit: PAGE_SIZE,
    offset,
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    ...(overdue ? { overdue: true } : {}),
    ...(department ? { department } : {}),
  });
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };
  const items = list?.items ?? [];
  const filtered = Boolean(q || status || overdue || department);
  return (
    <>
      <PageHeader
        title="Onboarding"
        description="Every new hire's checklist: what they and each team still have to fill in. Open one to remind them or to copy their details into the employee record."
      />
      <Flex mb="4" gap="3" align="center" wrap="wrap">
        <PageSearch
          label="Search new hires"
          placeholder="Search name or employee number"
          maxLength={80}
          value={search}
          onChange={(value) => filter(setSearch)(value)}
        />
        <Box w="10rem">
          <NativeSelect
            aria-label="Status"
            value={status ?? ''}
            onChange={(event) =>
              filter(setStatus)((event.target.value || undefined) as ChecklistListQuery['status'])
            }
          >
            <option value="">Any status</option>
            <option value="In-Progress">In progress</option>
            <option value="Completed">Completed</option>
          </NativeSelect>
        </Box>
        <Box w="12rem">
          <NativeSelect
            aria-label="Department"
            value={department}
            onChange={(event) => filter(setDepartment)(event.target.value)}
          >
            <option value="">All departments</option>
            {(list?.departments ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </Box>
        <HStack as="label" gap="2" fontSize="sm" cursor="pointer">
          <NativeCheckbox
            checked={overdue}
            onChange={(event) => filter(setOverdue)(event.target.checked)}
          />
          Overdue only
        </HStack>
      </Flex>
      <OffsetListPanel
        isLoading={isLoading}
        failed={Boolean(error) && !list}
        loadErrorMessage="The checklists could not be loaded."
        onRetry={() => void mutate()}
        empty={{
          icon: 'list',
          title: filtered ? 'No new hires match' : 'No one is onboarding',
          description: filtered
            ? 'Change the filters or the search.'
            : 'A checklist starts when HR adds an employee.',
        }}
        pager={{
          offset,
          shown: items.length,
          total: list?.total ?? 0,
          pageSize: PAGE_SIZE,
          onChange: setOffset,
        }}
      >
        <DataTable
          rows={items}
          columns={COLUMNS}
          rowKey={(item) => item.id}
          rowLink={checklistPath}
          scroll={false}
        />
      </OffsetListPanel>
    </>
  );
}
