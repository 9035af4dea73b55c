import { Box, Flex, HStack, Link, Table, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ChecklistListQuery } from '../../../shared/api/onboarding';
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

/** `/hr/onboarding`: every new hire's checklist with their progress, for HR to follow up. */
export function OnboardingListPage() {
  const navigate = useNavigate();
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
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>New hire</Table.ColumnHeader>
              <Table.ColumnHeader>Department</Table.ColumnHeader>
              <Table.ColumnHeader minW="14rem">Progress</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Last reminded</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => {
              const to = staffChecklistPaths(item.accountId).checklist;
              return (
                <Table.Row key={item.id} cursor="pointer" onClick={() => void navigate(to)}>
                  <Table.Cell>
                    <Link asChild color="brand.fg" fontWeight="medium">
                      <RouterLink to={to}>{item.employee.name}</RouterLink>
                    </Link>
                    <Text fontSize="xs" color="fg.muted">
                      {item.employeeNumber}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{item.employee.department ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <ChecklistProgress summary={item} />
                  </Table.Cell>
                  <Table.Cell>
                    <ChecklistStatus summary={item} />
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap" color="fg.muted">
                    {item.lastRemindedAt
                      ? dayjs(item.lastRemindedAt).format('MMM D, h:mm A')
                      : 'Never'}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </OffsetListPanel>
    </>
  );
}
