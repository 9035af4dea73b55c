import { useMemo } from 'react';
import useSWR from 'swr';
import type { FormResponse } from '../../../shared/api/records';
import { fieldsOf, type FieldInfo } from '../../../shared/forms/fields';
import type { ApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { recordKeys } from './record-keys';

/** `GET /api/forms/:formId`, with its top-level fields described once for every screen. */
export function useFormDefinition(formId: string) {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<FormResponse, ApiError>(
    recordKeys.form(formId, accountId),
  );
  const fields = useMemo<FieldInfo[]>(() => (data ? fieldsOf(data.definition) : []), [data]);
  return { form: data, fields, error, isLoading, retry: () => void mutate() };
}
