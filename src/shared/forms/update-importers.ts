/**
 * Importers that only change existing records (an upload in `update` mode), each at a page of
 * its own beside the form's own importer: the menu lists them and the client routes them.
 */
export const UPDATE_IMPORTERS = [
  {
    formId: 'ers-employee',
    path: '/importer/update-employee-details',
    label: 'Update employee details',
  },
  {
    formId: 'pms-appraisal',
    path: '/pms/settings/appraisal-updater-tool',
    label: 'Appraisal updater',
  },
  {
    formId: 'pms-employee',
    path: '/pms/settings/employee-updater-tool',
    label: 'Performance roster updater',
  },
] as const;
