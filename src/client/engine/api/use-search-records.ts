import { useCallback } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import type { FormResponse, RecordListResponse } from '../../../shared/api/records';
import type { LookupOption } from '../../../../renderers/form-context';
import { formatFieldValue } from '../../../shared/format/field-value';
import { fieldsOf } from '../../../shared/forms/fields';
import { swrFetcher } from '../../lib/swr-fetcher';
import { useCurrentAccount } from '../../lib/use-current-account';
import { recordKeys } from './record-keys';

const LOOKUP_PAGE_SIZE = 20;
// employeeRef lookups also carry the employee number; the employee form stores it here.
const EMPLOYEE_NUMBER_FIELD = 'employeeNumber';

/** The fields that name a record in a lookup: its `list.label` (default the first column). */
function labelFields({ list }: FormResponse['definition']): string[] {
  return list.label ?? list.columns.slice(0, 1);
}

/** What a lookup reads of each record: its label, and the employee number if the form has one. */
function lookupFields({ definition }: FormResponse): string[] {
  const hasEmployeeNumber = Object.hasOwn(
    definition.schema.properties ?? {},
    EMPLOYEE_NUMBER_FIELD,
  );
  return [...labelFields(definition), ...(hasEmployeeNumber ? [EMPLOYEE_NUMBER_FIELD] : [])];
}

/** What names a record to people (a lookup's option, a row's checkbox): its label fields. */
export function recordLabel(
  definition: FormResponse['definition'],
  data: Record<string, unknown>,
): string {
  const fields = new Map(fieldsOf(definition).map((field) => [field.name, field]));
  return labelFields(definition)
    .map((name) => {
      const field = fields.get(name);
      return field ? formatFieldValue(field, data[name]) : '';
    })
    .filter(Boolean)
    .join(' – ');
}

/**
 * The lookup search the form widgets call: the target form's records matching `q` (a page of
 * `pageSize`, by default a lookup's).
 */
export function useSearchRecords() {
  const { accountId } = useCurrentAccount();
  const { cache, mutate } = useSWRConfig();

  const definitionOf = useCallback(
    async (formId: string): Promise<FormResponse> => {
      const key = recordKeys.form(formId, accountId);
      const cached = cache.get(unstable_serialize(key))?.data as FormResponse | undefined;
      if (cached) return cached;
      // Stored in SWR's cache, so the next lookup and the target's own screens reuse it.
      const form = await swrFetcher<FormResponse>(key);
      await mutate(key, form, { revalidate: false });
      return form;
    },
    [accountId, cache, mutate],
  );

  return useCallback(
    async (formId: string, q: string, pageSize = LOOKUP_PAGE_SIZE): Promise<LookupOption[]> => {
      const form = await definitionOf(formId);
      const page = await swrFetcher<RecordListResponse>(
        recordKeys.list({ form_id: formId, q, pageSize, fields: lookupFields(form) }, accountId),
      );
      return page.items.map((item) => {
        const employeeNumber = item.data[EMPLOYEE_NUMBER_FIELD];
        return {
          id: item.id,
          label: recordLabel(form.definition, item.data) || item.id,
          ...(typeof employeeNumber === 'string' ? { employeeNumber } : {}),
        };
      });
    },
    [accountId, definitionOf],
  );
}
