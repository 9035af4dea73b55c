import {
  Button,
  Heading,
  HStack,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import useSWR from 'swr';
import type { BuiltFormSummary } from '../../../shared/api/form-builder';
import type { FormSummary } from '../../../shared/api/records';
import { formatDateTime } from '../../../shared/format/date-time';
import { BUILT_FORM_PREFIX } from '../../../shared/forms/builder/built-names';
import { formPaths, MODULE_LABELS } from '../../../shared/forms/form-paths';
import { DataTable, type DataColumn } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
import { TableSkeleton } from '../../components/table-skeleton';
import type { ApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useForms } from '../api/use-forms';
import { builderKeys, builderRequests } from './builder-requests';
import { templatePath } from './builder-paths';

const groupLabel = (module: string) =>
  MODULE_LABELS[module as keyof typeof MODULE_LABELS] ?? module;

/** The built record types: each opens its template, its versions, its list or an export. */
const columnsOf = (all: FormSummary[]): DataColumn<BuiltFormSummary>[] => [
  {
    id: 'recordType',
    header: 'Record type',
    cell: (form) => (
      <>
        <ChakraLink asChild fontWeight="medium">
          <Link to={templatePath(form.formId)}>{form.pluralTitle}</Link>
        </ChakraLink>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono">
          {form.formId}
        </Text>
      </>
    ),
  },
  { id: 'group', header: 'Menu group', value: (form) => groupLabel(form.module) },
  { id: 'records', header: 'Records', numeric: true, value: (form) => form.records },
  {
    id: 'version',
    header: 'Version',
    cell: (form) => (
      <ChakraLink asChild>
        <Link to={`/rtb/versions/${encodeURIComponent(form.formId)}`}>{`v${form.version}`}</Link>
      </ChakraLink>
    ),
  },
  {
    id: 'saved',
    header: 'Last saved',
    value: (form) =>
      `${formatDateTime(form.updatedAt)}${form.updatedBy ? ` by ${form.updatedBy}` : ''}`,
  },
  {
    id: 'actions',
    header: null,
    cell: (form) => {
      const summary = all.find((each) => each.formId === form.formId);
      return (
        <HStack gap="2" justify="flex-end">
          {summary ? (
            <Button asChild size="xs" variant="outline">
              <Link to={formPaths.list(summary)}>Open list</Link>
            </Button>
          ) : null}
          <DownloadButton
            size="xs"
            variant="ghost"
            fileName={`${form.formId}.json`}
            fetchFile={() => builderRequests.exportFile(form.formId)}
            aria-label={`Export ${form.pluralTitle} as a file`}
          >
            Export
          </DownloadButton>
        </HStack>
      );
    },
  },
];

/** The product's own record types (files of schemas/), by menu group: open, or copy. */
function BuiltIn({ forms }: { forms: FormSummary[] }) {
  const groups = new Map<string, FormSummary[]>();
  for (const form of forms.filter((f) => !f.formId.startsWith(BUILT_FORM_PREFIX)))
    groups.set(form.module, [...(groups.get(form.module) ?? []), form]);
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
      {[...groups]
        .sort(([a], [b]) => groupLabel(a).localeCompare(groupLabel(b)))
        .map(([module, group]) => (
          <Stack key={module} gap="1" as="section">
            <Heading as="h3" size="sm">
              {groupLabel(module)}
            </Heading>
            {group
              .sort((a, b) => a.pluralTitle.localeCompare(b.pluralTitle))
              .map((form) => (
                <ChakraLink key={form.formId} asChild fontSize="sm">
                  <Link to={templatePath(form.formId)}>{form.pluralTitle}</Link>
                </ChakraLink>
              ))}
          </Stack>
        ))}
    </SimpleGrid>
  );
}

/** `/rtb`: the organisation's own record types, a new one, and the product's to start from. */
export function BuilderHomePage() {
  const { accountId } = useCurrentAccount();
  const built = useSWR<{ forms: BuiltFormSummary[] }, ApiError>(builderKeys.list(accountId));
  const { forms: all, error, retry } = useForms();
  const state = useLocation().state as { notice?: unknown } | null;
  let body;
  if (built.error || error)
    body = (
      <LoadError
        message="The record types could not be loaded."
        onRetry={() => {
          void built.mutate();
          retry();
        }}
      />
    );
  else if (!built.data || !all) body = <TableSkeleton />;
  else if (built.data.forms.length === 0)
    body = (
      <EmptyState
        icon="list"
        title="No record types built here yet"
        description="Build one from scratch, or open one of the product's below and copy it."
      />
    );
  else
    body = (
      <DataTable rows={built.data.forms} columns={columnsOf(all)} rowKey={(form) => form.formId} />
    );
  return (
    <Stack gap="6">
      <PageHeader
        title="Form builder"
        description="Record types of your organisation: their fields, list, access and versions. Saved changes are live at once."
        actions={
          <Button asChild>
            <Link to="/rtb/new">New record type</Link>
          </Button>
        }
      />
      {typeof state?.notice === 'string' ? (
        <FormAlert status="success">{state.notice}</FormAlert>
      ) : null}
      <SectionCard title="Built here">{body}</SectionCard>
      {all ? (
        <SectionCard
          title="The product's record types"
          description="Defined by the product's files; open one to see its definition or copy it into a new record type."
        >
          <BuiltIn forms={all} />
        </SectionCard>
      ) : null}
    </Stack>
  );
}
