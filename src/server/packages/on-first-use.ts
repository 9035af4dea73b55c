// Packages no start needs, loaded by the first request that does: together they were ~0.6 s of
// every start (exceljs 0.22 s; pdfmake and pdfkit, which documents/pdf-printer.ts loads and sets
// up, 0.3 s). Node keeps a loaded module, so each loads once per process.

/** Workbooks: downloads, imports, exports, the alphalist and the statutory reports. */
export const loadExcel = () => import('exceljs').then((module) => module.default);

/** The iCalendar feed. */
export const loadICalendar = () => import('ical-generator');

/** SMTP delivery, only where the deployment names a server. */
export const loadMailer = () => import('nodemailer').then((module) => module.default);
