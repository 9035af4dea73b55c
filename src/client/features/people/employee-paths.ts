import type { FormSummary } from '../../../shared/api/records';
import { definitionPaths, type RecordPaths } from '../../engine/routes/record-paths';

const id = encodeURIComponent;

/** Where an employee's profile opens: by employee number (HR) or by record (the engine's rows). */
export const profilePath = (employeeNumber: string) => `/hr/employee/profile/${id(employeeNumber)}`;
export const recordProfilePath = (recordId: string) => `/hr/employee/record/${id(recordId)}`;

/**
 * The master's engine pages under HR's addresses: the list at /hr/employees, adding at
 * /hr/employee/new, and a row (or a save) opening the profile rather than the engine's view.
 */
export function employeePaths(master: FormSummary): RecordPaths {
  return {
    ...definitionPaths(master),
    list: '/hr/employees',
    add: '/hr/employee/new',
    view: recordProfilePath,
  };
}
