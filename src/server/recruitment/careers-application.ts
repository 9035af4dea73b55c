import type { CareersReceipt } from '../../shared/api/careers';
import type { AtsApplicantData } from '../../shared/forms/record-types.generated';
import { todayAtWork } from '../../shared/timekeeping/time-labels';
import { writeAudit } from '../audit/audit.repository';
import { withOrg } from '../db/tenant';
import { findEmployeeAccount } from '../directory/directory.repository';
import { storeFile } from '../files/files.repository';
import type { AppDeps } from '../http/app-deps';
import { AppError, fieldError } from '../http/app-error';
import { mailerFor } from '../mail/mailer';
import { queueMail } from '../mail/outbox.repository';
import type { RecordSave } from '../records/record-save';
import { saveRecordCreate } from '../records/record-update';
import {
  applicationsFrom,
  CAREERS_MODULE,
  hasLiveApplication,
  openOpenings,
  sourceNamed,
} from './careers.repository';
import { APPLICANTS } from './hire-applicant';

/** Who the applicant record and its CV are created by: nobody is signed in. */
const CAREERS_USER = 'careers page';
const HOUR_MS = 60 * 60 * 1000;

interface Filing {
  orgId: string;
  ip: string;
  /** The opening and the candidate's answers, which the applicant definition checks. */
  application: { openingId: string } & Record<string, unknown>;
  cv: { name: string; type: string; body: Buffer };
  /** Applications one address may send the organisation in an hour. */
  limit: number;
}

/** Engine refusals of the answers name them under `/application`, as the request sent them. */
function underApplication(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.extra.fields) return error;
  return new AppError(error.code, error.message, {
    fields: error.extra.fields.map((field) => ({ ...field, path: `/application${field.path}` })),
  });
}

/**
 * Files an application from the careers page, in one transaction: the opening must be taking
 * applications, the address under its hourly limit and the e-mail not already in the running;
 * the CV is stored, the applicant created at Applied (source: Careers page) through the
 * engine's own save, the audit trail notes it, and the hiring manager gets an e-mail.
 */
export async function fileCareersApplication(
  {
    db,
    forms,
    config,
    modules,
    files,
  }: Pick<AppDeps, 'db' | 'forms' | 'config' | 'modules' | 'files'>,
  { orgId, ip, application, cv, limit }: Filing,
): Promise<CareersReceipt> {
  return withOrg(db, orgId, async (tx) => {
    if ((await applicationsFrom(tx, orgId, ip, new Date(Date.now() - HOUR_MS))) >= limit)
      throw new AppError(
        'too_many_requests',
        'Too many applications from your network in the last hour; please try again later.',
        { retryAfterSeconds: 3600 },
      );
    const opening = (await openOpenings(tx, orgId, todayAtWork())).find(
      ({ id }) => id === application.openingId,
    );
    if (!opening)
      throw fieldError('/application/openingId', 'This opening is not taking applications now');
    const email = typeof application.email === 'string' ? application.email : '';
    if (email && (await hasLiveApplication(tx, orgId, opening.id, email)))
      throw new AppError('conflict', 'You have already applied for this opening.', {
        fields: [{ path: '/application/email', message: 'This e-mail has already applied for it' }],
      });
    const form = forms.get(APPLICANTS);
    if (!form) throw new Error(`The ${APPLICANTS} definition is missing`);
    const stored = await storeFile(tx, files, orgId, cv, CAREERS_USER);
    const source = await sourceNamed(tx, orgId, 'Careers page');
    const { openingId, ...answers } = application;
    const save: RecordSave = {
      tx,
      orgId,
      accountId: null,
      username: CAREERS_USER,
      ip,
      config,
      forms,
      modules,
    };
    const applicant = await saveRecordCreate(save, forms, form, {
      ...answers,
      // The engine sets lookups' labels from the records they name.
      jobOpening: { id: openingId, label: opening.data.title },
      ...(source ? { source: { id: source, label: 'Careers page' } } : {}),
      appliedOn: todayAtWork(),
      stage: 'Applied',
      cv: stored,
    }).catch((error: unknown) => {
      throw underApplication(error);
    });
    await writeAudit(tx, {
      orgId,
      accountId: null,
      username: null,
      module: CAREERS_MODULE,
      action: 'apply',
      detail: { applicantId: applicant.id, openingId },
      ip,
    });
    const data = applicant.data as AtsApplicantData;
    const manager = opening.data.hiringManager?.employeeNumber;
    const to = manager ? ((await findEmployeeAccount(tx, orgId, manager))?.email ?? null) : null;
    if (to) {
      const mailer = await mailerFor(tx, orgId, config.publicUrl);
      const mail = await mailer.compose('new-applicant', {
        name: `${data.firstName} ${data.lastName}`,
        email: data.email,
        openingTitle: opening.data.title,
        openingCode: opening.data.code,
      });
      await queueMail(tx, orgId, { to, ...mail });
    }
    return {
      reference: `APP-${applicant.id.slice(0, 8).toUpperCase()}`,
      opening: opening.data.title,
    };
  });
}
