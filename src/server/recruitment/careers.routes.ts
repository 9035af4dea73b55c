import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  APPLICATIONS_PER_HOUR,
  CareersApplicationSchema,
  CareersOpeningsSchema,
  CareersParamsSchema,
  CareersReceiptSchema,
  CV_MAX_BYTES,
  CV_TYPES,
  type PublicOpening,
} from '../../shared/api/careers';
import { richTextPlain } from '../../shared/format/rich-text-plain';
import type { AtsJobOpeningData } from '../../shared/forms/record-types.generated';
import { todayAtWork } from '../../shared/timekeeping/time-labels';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError, fieldError } from '../http/app-error';
import { parsePart } from '../http/parse-part';
import { uploadError } from '../http/upload-error';
import { assertSameOrg } from '../plugins/guard';
import { publicWrites } from '../plugins/request-limits';
import { fileCareersApplication } from './careers-application';
import { openOpenings } from './careers.repository';

const CV_ALLOWED = new Set<string>(CV_TYPES);
const CV_MB = CV_MAX_BYTES / 1024 / 1024;

function toPublic(id: string, data: AtsJobOpeningData): PublicOpening {
  return {
    id,
    code: data.code,
    title: data.title,
    department: data.department,
    site: data.site?.label ?? null,
    employmentType: data.employmentType?.label ?? null,
    workArrangement: data.workArrangement ?? null,
    openings: data.openings,
    postedOn: data.postedOn,
    closesOn: data.closesOn ?? null,
    salaryMin: data.salaryMin ?? null,
    salaryMax: data.salaryMax ?? null,
    description: richTextPlain(data.description, '\n'),
    qualifications: data.qualifications ?? '',
  };
}

const UPLOAD = {
  path: '/cv',
  tooLarge: `CV must be at most ${CV_MB} MB`,
  howToSend:
    'Send the application as multipart/form-data: the part "application" (JSON) and the CV in "cv".',
  unreadable: 'The application could not be read from the upload',
};

/** The application's answers and its CV, of an accepted type and size. */
async function readApplication(request: FastifyRequest) {
  if (!request.isMultipart())
    throw fieldError('/cv', 'The application must be sent as multipart/form-data');
  let answers: unknown;
  let cv: { name: string; type: string; body: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'cv' && !cv) {
        if (!CV_ALLOWED.has(part.mimetype)) {
          part.file.resume();
          throw fieldError('/cv', 'CV must be a PDF or Word document');
        }
        cv = {
          name: part.filename.slice(0, 255) || 'cv',
          type: part.mimetype,
          body: await part.toBuffer(),
        };
      } else if (part.type === 'field' && part.fieldname === 'application') {
        try {
          answers = JSON.parse(String(part.value));
        } catch {
          throw fieldError('/application', 'The application must be JSON');
        }
      } else {
        if (part.type === 'file') part.file.resume();
        throw fieldError(
          `/${part.fieldname}`,
          `${part.fieldname} is not a part an application takes`,
        );
      }
    }
  } catch (error) {
    throw uploadError(error, UPLOAD);
  }
  const application = parsePart(
    CareersApplicationSchema,
    answers ?? {},
    'application',
    'The application',
  );
  if (!cv) throw fieldError('/cv', 'CV is required');
  return { application, cv };
}

/**
 * The public careers page of an organisation (`/session/application`): its open job openings,
 * and an application with a CV, which becomes an applicant at the first stage of the pipeline.
 * Nobody is signed in: the organisation comes from the path, everything runs as the app role
 * with it set, and each address may send a few applications an hour.
 */
export const careersRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const { db } = deps;
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: CV_MAX_BYTES, fields: 1, parts: 2, fieldSize: 16_384 },
  });

  const organizationOrThrow = async (request: FastifyRequest, orgId: string) => {
    assertSameOrg(request, orgId, 'the organisation in the path');
    const org = await db
      .selectFrom('organizations')
      .select('trade_name')
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    if (!org) throw new AppError('not_found', `There is no organisation "${orgId}".`);
    return org.trade_name;
  };

  app.get(
    '/careers/:orgId/openings',
    {
      config: { auth: 'none' },
      schema: { params: CareersParamsSchema, response: { 200: CareersOpeningsSchema } },
    },
    async (request) => {
      const { orgId } = request.params;
      const organization = await organizationOrThrow(request, orgId);
      const openings = await withOrg(db, orgId, (tx) => openOpenings(tx, orgId, todayAtWork()));
      return { organization, openings: openings.map(({ id, data }) => toPublic(id, data)) };
    },
  );

  app.post(
    '/careers/:orgId/applications',
    {
      // Besides the hourly limit of filed applications (careers-application.ts).
      config: { auth: 'none', limits: [publicWrites(deps.config)] },
      schema: {
        params: CareersParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: CareersReceiptSchema },
      },
    },
    async (request, reply) => {
      const { orgId } = request.params;
      await organizationOrThrow(request, orgId);
      const { application, cv } = await readApplication(request);
      const receipt = await fileCareersApplication(deps, {
        orgId,
        ip: request.ip,
        application,
        cv,
        limit: APPLICATIONS_PER_HOUR,
      });
      return reply.status(201).send(receipt);
    },
  );
};
