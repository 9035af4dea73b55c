import type { FormSummary } from '../../../shared/api/records';
import { definitionPaths, type RecordPaths } from '../../engine/routes/record-paths';
import { recordProfilePath } from '../../lib/profile-paths';

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
