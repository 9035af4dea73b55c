import { useMemo } from 'react';
import type { RecordFormContext } from '../../../../renderers/form-context';
import type { FieldInfo } from '../../../shared/forms/fields';
import { openStoredFile } from '../api/open-stored-file';
import { recordRequests } from '../api/record-requests';
import { watchStoredImage } from '../api/stored-images';
import { useSearchRecords } from '../api/use-search-records';

/** What the renderers get as RJSF `formContext`: field facts and the calls they may make. */
export function useRecordFormContext(fields: FieldInfo[]): RecordFormContext {
  const searchRecords = useSearchRecords();
  return useMemo(
    () => ({
      fields: Object.fromEntries(fields.map((field) => [field.name, field])),
      searchRecords,
      uploadFile: recordRequests.uploadFile,
      openFile: openStoredFile,
      imageSource: watchStoredImage,
    }),
    [fields, searchRecords],
  );
}
