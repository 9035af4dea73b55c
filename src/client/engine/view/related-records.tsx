import { Badge, Button, Heading, HStack, Text } from '@chakra-ui/react';
import type { FormSummary, RecordItem } from '../../../shared/api/records';
import type { FormDefinition } from '../../../shared/forms/definition';
import { DataTable } from '../../components/data-table';
import { Panel } from '../../components/panel';
import { useFormDefinition } from '../api/use-form-definition';
import { useForms } from '../api/use-forms';
import { useRecordPages } from '../api/use-record-pages';
import { fieldColumns } from '../list/field-columns';
import { definitionPaths } from '../routes/record-paths';

interface RelatedListProps {
  summary: FormSummary;
  employeeNumber: string;
  /** The record whose page this is, left out of its own form's list. */
  recordId: string;
  ownFormId: string;
}

/** One related form's records of the employee, newest page first, each opening its page. */
function RelatedList({ summary, employeeNumber, recordId, ownFormId }: RelatedListProps) {
  const { form, fields } = useFormDefinition(summary.formId);
  const definition = form?.definition;
  const employeeField = definition?.list.employeeField;
  const columns = fields.filter(
    (field) => definition?.list.columns.includes(field.name) && field.name !== employeeField,
  );
  const pages = useRecordPages(
    definition ? { form_id: definition.formId, employeeNumber, sort: definition.list.sort } : null,
    columns.map((field) => field.name),
  );
  const items = pages.items.filter((item: RecordItem) => item.id !== recordId);
  const own = summary.formId === ownFormId;
  if (!definition) return null;
  const paths = definitionPaths(summary);
  const plural = definition.pluralTitle ?? definition.title;
  const title = own ? `Other ${plural.toLowerCase()}` : plural;
  return (
    <Panel as="section" aria-label={title}>
      <HStack justify="space-between" px="4" py="3">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        <Badge>{items.length}</Badge>
      </HStack>
      {items.length === 0 ? (
        <Text px="4" pb="4" color="fg.muted" fontSize="sm">
          {pages.isLoading ? 'Loading…' : 'None.'}
        </Text>
      ) : (
        <DataTable
          rows={items}
          columns={fieldColumns(columns)}
          rowKey={(item) => item.id}
          rowLink={(item) => paths.view(item.id)}
          scroll={false}
        />
      )}
      {pages.hasMore ? (
        <Button
          m="3"
          size="xs"
          variant="outline"
          loading={pages.loadingMore}
          onClick={pages.loadMore}
        >
          Load more
        </Button>
      ) : null}
    </Panel>
  );
}

interface RelatedRecordsProps {
  definition: FormDefinition;
  data: Record<string, unknown>;
  recordId: string;
}

/**
 * `related`: the same employee's records of other forms under a record (a talent review with
 * the person's other reviews, trainings and requests). Forms this person may not read are left out.
 */
export function RelatedRecords({ definition, data, recordId }: RelatedRecordsProps) {
  const { forms } = useForms();
  const field = definition.list.employeeField;
  const employee = field ? (data[field] as { employeeNumber?: unknown } | undefined) : undefined;
  const employeeNumber =
    typeof employee?.employeeNumber === 'string' ? employee.employeeNumber : '';
  if (!definition.related || !forms || !employeeNumber) return null;
  return definition.related.flatMap((formId) => {
    const summary = forms.find((form) => form.formId === formId);
    return summary
      ? [
          <RelatedList
            key={formId}
            summary={summary}
            employeeNumber={employeeNumber}
            recordId={recordId}
            ownFormId={definition.formId}
          />,
        ]
      : [];
  });
}
