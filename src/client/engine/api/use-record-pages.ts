import type {
  RecordItem,
  RecordListRequest,
  RecordListResponse,
} from '../../../shared/api/records';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useKeysetQuery } from '../../lib/use-keyset-pages';
import { recordKeys } from './record-keys';

/** A list's search, filters, sort and bin: what export takes too. */
export type RecordQuery = Omit<RecordListRequest, 'cursor' | 'pageSize' | 'fields'>;

const PAGE_SIZE = 50;

/**
 * `POST /api/records/list` page by page (keyset), plus the total of the first page; each item
 * carries only `fields` of its data.
 */
export function useRecordPages(query: RecordQuery | null, fields: string[]) {
  const { accountId } = useCurrentAccount();
  const result = useKeysetQuery<RecordItem, RecordListResponse>((cursor) =>
    query
      ? recordKeys.list(
          { ...query, fields, pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
          accountId,
        )
      : null,
  );
  const first = result.pages[0];
  return {
    ...result,
    total: first ? { count: first.total, isEstimate: first.totalIsEstimate } : null,
  };
}
