import { useParams } from 'react-router-dom';
import { enginePaths, rtbPaths } from './record-paths';
import { ListOrView } from './list-or-view';
import { EngineHomePage, RecordFormPage, RecordViewPage } from './record-pages';

// The router only renders these under paths that declare the params, so '' never reaches a page.
function useRecordParams() {
  const { formId = '', recordId = '' } = useParams();
  return { formId, recordId };
}

/** `/record_template/:formId` */
export function EngineListRoute() {
  const { formId } = useRecordParams();
  return <ListOrView key={formId} formId={formId} paths={enginePaths(formId)} />;
}

/** `/create_record/:formId` */
export function EngineCreateRoute() {
  const { formId } = useRecordParams();
  return <RecordFormPage key={formId} formId={formId} paths={enginePaths(formId)} />;
}

/** `/edit_record/:formId/:recordId` */
export function EngineEditRoute() {
  const { formId, recordId } = useRecordParams();
  return (
    <RecordFormPage
      key={`${formId}/${recordId}`}
      formId={formId}
      recordId={recordId}
      paths={enginePaths(formId)}
    />
  );
}

/** `/view_record/:formId/:recordId` */
export function EngineViewRoute() {
  const { formId, recordId } = useRecordParams();
  return (
    <RecordViewPage
      key={`${formId}/${recordId}`}
      formId={formId}
      recordId={recordId}
      paths={enginePaths(formId)}
    />
  );
}

/** `/rtb/:view?/:recordId?`: the engine home, a form's list, or one of its records. */
export function RtbRoute() {
  const { view, recordId } = useParams();
  if (!view) return <EngineHomePage />;
  if (!recordId) return <ListOrView key={view} formId={view} paths={rtbPaths(view)} />;
  return (
    <RecordViewPage
      key={`${view}/${recordId}`}
      formId={view}
      recordId={recordId}
      paths={rtbPaths(view)}
    />
  );
}
