import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { EMPLOYEE_FORM_ID } from '../../../shared/api/employee-profile';
import { LoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { useForms } from '../../engine/api/use-forms';
import { useRecord } from '../../engine/api/use-record';
import { RecordFormPage, RecordListPage } from '../../engine/routes/record-pages';
import type { RecordPaths } from '../../engine/routes/record-paths';
import { profilePath } from '../../lib/profile-paths';
import { employeePaths } from './employee-paths';

/** The master's summary (its route), then the engine page under HR's addresses. */
function WithEmployeePaths({ children }: { children: (paths: RecordPaths) => ReactNode }) {
  const { forms, error, retry } = useForms();
  if (error) return <LoadError message="The page could not be loaded." onRetry={retry} />;
  if (!forms) return <PageSpinner />;
  const master = forms.find((form) => form.formId === EMPLOYEE_FORM_ID);
  if (!master) return <Navigate to="/session/404" replace />;
  return children(employeePaths(master));
}

/** `/hr/employees`: the engine's employee list; a row opens the profile. */
export function EmployeeListPage() {
  return (
    <WithEmployeePaths>
      {(paths) => <RecordListPage formId={EMPLOYEE_FORM_ID} paths={paths} />}
    </WithEmployeePaths>
  );
}

/** `/hr/employee/new`: the engine's create page; saving opens the new employee's profile. */
export function NewEmployeePage() {
  return (
    <WithEmployeePaths>
      {(paths) => <RecordFormPage formId={EMPLOYEE_FORM_ID} paths={paths} />}
    </WithEmployeePaths>
  );
}

/** `/hr/employee/record/:recordId`: where the engine's pages send a record; on to its profile. */
export function EmployeeRecordRedirect() {
  const { record, error, mutate } = useRecord(useParams().recordId);
  if (error)
    return <LoadError message="The employee could not be loaded." onRetry={() => void mutate()} />;
  if (!record) return <PageSpinner />;
  return <Navigate to={profilePath(String(record.data.employeeNumber))} replace />;
}
