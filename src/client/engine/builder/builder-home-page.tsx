import {
  Button,
  Heading,
  HStack,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import useSWR from 'swr';
import type { BuiltFormSummary } from '../../../shared/api/form-builder';
import type { FormSummary } from '../../../shared/api/records';
import { formatDateTime } from '../../../shared/format/date-time';
import { BUILT_FORM_PREFIX } from '../../../shared/forms/builder/built-names';
import { formPaths, MODULE_LABELS } from '../../../shared/forms/form-paths';
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

function BuiltTable({ forms, all }: { forms: BuiltFormSummary[]; all: FormSummary[] }) {
  const listOf = (formId: string) => all.find((form) => form.formId === formId);
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Record type</Table.ColumnHeader>
            <Table.ColumnHeader>Menu group</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Records</Table.ColumnHeader>
            <Table.ColumnHeader>Version</Table.ColumnHeader>
            <Table.ColumnHeader>Last saved</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {forms.map((form) => {
            const summary = listOf(form.formId);
            return (
              <Table.Row key={form.formId}>
                <Table.Cell>
                  <ChakraLink asChild fontWeight="medium">
                    <Link to={templatePath(form.formId)}>{form.pluralTitle}</Link>
                  </ChakraLink>
                  <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                    {form.formId}
                  </Text>
                </Table.Cell>
                <Table.Cell>{groupLabel(form.module)}</Table.Cell>
                <Table.Cell textAlign="end">{form.records}</Table.Cell>
                <Table.Cell>
                  <ChakraLink asChild>
                    <Link to={`/rtb/versions/${encodeURIComponent(form.formId)}`}>
                      {`v${form.version}`}
                    </Link>
                  </ChakraLink>
                </Table.Cell>
                <Table.Cell>
                  {formatDateTime(form.updatedAt)}
                  {form.updatedBy ? ` by ${form.updatedBy}` : ''}
                </Table.Cell>
                <Table.Cell>
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
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

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
  else body = <BuiltTable forms={built.data.forms} all={all} />;
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
