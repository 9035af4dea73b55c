import { chakra, Grid, Table } from '@chakra-ui/react';
import { KIND_INFO } from '../../../shared/forms/builder/builder-kinds';
import type { BuilderModel, ModelField } from '../../../shared/forms/builder/builder-model';
import { INDEXABLE_KINDS, SEARCHABLE_KINDS, type FieldKind } from '../../../shared/forms/fields';
import { FormField } from '../../components/form-field';
import { NativeCheckbox } from '../../components/native-checkbox';
import { NativeSelect } from '../../components/native-select';
import { SectionCard } from '../../components/section-card';

type List = BuilderModel['list'];
type Choice = 'columns' | 'search' | 'filters';

const engineKind = (field: ModelField): FieldKind | null =>
  field.kind === 'other' ? null : KIND_INFO[field.kind].engineKind;

const CHOICES: { key: Choice; label: string; allows: (kind: FieldKind | null) => boolean }[] = [
  { key: 'columns', label: 'Column', allows: () => true },
  {
    key: 'search',
    label: 'Searched',
    allows: (kind) => kind !== null && SEARCHABLE_KINDS.has(kind),
  },
  { key: 'filters', label: 'Filter', allows: (kind) => kind !== null && INDEXABLE_KINDS.has(kind) },
];

const BUILT_IN_SORTS = [
  ['createdAt', 'When added'],
  ['updatedAt', 'When last changed'],
] as const;

/** How the list shows the records: its columns, what the search box reads, filters, order. */
export function ListCard({
  fields,
  list,
  error,
  onChange,
}: {
  fields: ModelField[];
  list: List;
  error?: string;
  onChange: (list: List) => void;
}) {
  const toggle = (key: Choice, name: string, on: boolean) => {
    const kept = list[key].filter((other) => other !== name);
    // In the order of the form, so columns read as the fields do.
    const chosen = on
      ? fields.map((f) => f.name).filter((n) => n === name || kept.includes(n))
      : kept;
    onChange({ ...list, [key]: chosen });
  };
  const sortable = fields.filter((field) => {
    const kind = engineKind(field);
    return kind !== null && INDEXABLE_KINDS.has(kind);
  });
  return (
    <SectionCard
      title="List"
      description="The list page: its columns, what the search box looks in, filters and order."
    >
      <Table.Root size="sm" variant="line">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Field</Table.ColumnHeader>
            {CHOICES.map((choice) => (
              <Table.ColumnHeader key={choice.key} textAlign="center">
                {choice.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fields.map((field) => (
            <Table.Row key={field.name}>
              <Table.Cell>{field.title || field.name}</Table.Cell>
              {CHOICES.map((choice) => (
                <Table.Cell key={choice.key} textAlign="center">
                  {choice.allows(engineKind(field)) ? (
                    <NativeCheckbox
                      aria-label={`${field.title || field.name}: ${choice.label}`}
                      checked={list[choice.key].includes(field.name)}
                      onChange={(event) => toggle(choice.key, field.name, event.target.checked)}
                    />
                  ) : (
                    <chakra.span color="fg.subtle" aria-hidden>
                      –
                    </chakra.span>
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {error ? (
        <chakra.p color="fg.error" fontSize="sm" mt="2">
          {error}
        </chakra.p>
      ) : null}
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4" mt="4">
        <FormField label="Sorted by">
          <NativeSelect
            value={list.sort.field}
            onChange={(event) =>
              onChange({ ...list, sort: { ...list.sort, field: event.target.value } })
            }
          >
            {sortable.map((field) => (
              <option key={field.name} value={field.name}>
                {field.title || field.name}
              </option>
            ))}
            {BUILT_IN_SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Order">
          <NativeSelect
            value={list.sort.direction}
            onChange={(event) =>
              onChange({
                ...list,
                sort: { ...list.sort, direction: event.target.value as List['sort']['direction'] },
              })
            }
          >
            <option value="asc">A to Z, oldest first</option>
            <option value="desc">Z to A, newest first</option>
          </NativeSelect>
        </FormField>
      </Grid>
    </SectionCard>
  );
}
