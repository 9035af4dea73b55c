import { chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import type { FilterValue } from '../../../shared/api/records';
import type { FieldInfo } from '../../../shared/forms/fields';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useSearchRecords } from '../api/use-search-records';

// The native select: Chakra's select recipes are not registered in this app's theme.
export const FilterSelect = chakra('select', {
  base: {
    h: '9',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'md',
    bg: 'bg',
    fontSize: 'sm',
    minW: '36',
  },
});

type Change = (field: string, value: FilterValue | undefined) => void;

interface FilterProps {
  field: FieldInfo;
  value: FilterValue | undefined;
  onChange: Change;
}

function ChoiceFilter({ field, value, onChange, options }: FilterProps & { options: string[][] }) {
  return (
    <FilterSelect
      aria-label={field.title}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => {
        const picked = event.target.value;
        if (!picked) return onChange(field.name, undefined);
        onChange(field.name, field.kind === 'boolean' ? picked === 'true' : picked);
      }}
    >
      <option value="">{`${field.title}: any`}</option>
      {options.map(([optionValue = '', label]) => (
        <option key={optionValue} value={optionValue}>
          {label}
        </option>
      ))}
    </FilterSelect>
  );
}

/** The most entries a listed text's filter offers (the API's largest page). */
const LISTED_OPTIONS = 200;

/** A listed text (a text field naming a list) filters by the entries of its list. */
function ListedFilter(props: FilterProps & { formId: string }) {
  const search = useSearchRecords();
  const { accountId } = useCurrentAccount();
  const { data: entries = [] } = useSWR(['listed-filter', props.formId, accountId], () =>
    search(props.formId, '', LISTED_OPTIONS),
  );
  const options = entries.map(({ label }) => [label, label]);
  // A value chosen before the entries load (or since renamed) stays selectable.
  const value = typeof props.value === 'string' ? props.value : undefined;
  if (value && !entries.some(({ label }) => label === value)) options.unshift([value, value]);
  return <ChoiceFilter {...props} options={options} />;
}

function DateRangeFilter({ field, value, onChange }: FilterProps) {
  const range = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const set = (bound: 'gte' | 'lte', text: string) => {
    const { [bound]: _dropped, ...rest } = range;
    const next = text ? { ...rest, [bound]: text } : rest;
    onChange(field.name, Object.keys(next).length > 0 ? next : undefined);
  };
  return (
    <Stack gap="1">
      <Text fontSize="xs" color="fg.muted">
        {field.title}
      </Text>
      <HStack gap="2">
        <Input
          type="date"
          size="sm"
          aria-label={`${field.title} from`}
          value={String(range.gte ?? '')}
          onChange={(event) => set('gte', event.target.value)}
        />
        <Input
          type="date"
          size="sm"
          aria-label={`${field.title} to`}
          value={String(range.lte ?? '')}
          onChange={(event) => set('lte', event.target.value)}
        />
      </HStack>
    </Stack>
  );
}

const YES_NO = [
  ['true', 'Yes'],
  ['false', 'No'],
];

/** One control per filterable field of the definition (enum, listed text, yes/no, date range). */
export function ListFilters({
  fields,
  filter,
  onChange,
}: {
  fields: FieldInfo[];
  filter: Record<string, FilterValue>;
  onChange: Change;
}) {
  return (
    <>
      {fields.map((field) => {
        const props = { field, value: filter[field.name], onChange };
        if (field.kind === 'enum') {
          const options = (field.options ?? []).map((option) => [option, option]);
          return <ChoiceFilter key={field.name} {...props} options={options} />;
        }
        if (field.kind === 'text' && field.lookupFormId) {
          return <ListedFilter key={field.name} {...props} formId={field.lookupFormId} />;
        }
        if (field.kind === 'boolean') {
          return <ChoiceFilter key={field.name} {...props} options={YES_NO} />;
        }
        if (field.kind === 'date' || field.kind === 'datetime') {
          return <DateRangeFilter key={field.name} {...props} />;
        }
        return null; // other text, number and lookup fields are reached through the search box
      })}
    </>
  );
}
