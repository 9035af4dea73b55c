import type { ErrorSchema } from '@rjsf/utils';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { RecordItem } from '../../../shared/api/records';
import { isApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { recordKeys } from '../api/record-keys';
import { recordRequests } from '../api/record-requests';
import { toErrorSchema } from './rjsf-errors';

type Data = Record<string, unknown>;

export type SaveProblem =
  | { kind: 'conflict' }
  | { kind: 'fields'; message: string; errors: ErrorSchema<Data> }
  | { kind: 'failed'; message: string };

/** Creates or updates a record and turns the expected refusals into what the form shows. */
export function useSaveRecord(formId: string, record: RecordItem | undefined) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const { mutate } = useSWRConfig();
  const { accountId } = useCurrentAccount();

  async function save(data: Data): Promise<RecordItem | null> {
    setSaving(true);
    setProblem(null);
    try {
      const saved = record
        ? await recordRequests.update(record.id, data, record.version)
        : await recordRequests.create(formId, data);
      // The view opened next shows what was stored, not the copy cached before the edit.
      await mutate(recordKeys.record(saved.id, accountId), saved, { revalidate: false });
      return saved;
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 409) setProblem({ kind: 'conflict' });
      else if (error.status === 422 && error.fields.length > 0) {
        setProblem({ kind: 'fields', message: error.message, errors: toErrorSchema(error.fields) });
      } else setProblem({ kind: 'failed', message: error.message });
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, problem };
}
