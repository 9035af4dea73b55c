import { Suspense, useContext } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { RecordViewPanelsContext } from './record-view-panels-context';

/** The definition's own panel for this record, if it has one. */
export function RecordViewPanel({ formId, recordId }: { formId: string; recordId: string }) {
  const Panel = useContext(RecordViewPanelsContext)[formId];
  if (!Panel) return null;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Panel recordId={recordId} />
    </Suspense>
  );
}
