import { Type, type Static } from 'typebox';
import type { AtsApplicantData } from '../forms/record-types.generated';
import { OrgIdSchema } from './identity';

export const CareersParamsSchema = Type.Object({ orgId: OrgIdSchema });

/** An open job opening as the public careers page shows it. */
export const PublicOpeningSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  title: Type.String(),
  department: Type.String(),
  site: Type.Union([Type.String(), Type.Null()]),
  employmentType: Type.Union([Type.String(), Type.Null()]),
  workArrangement: Type.Union([Type.String(), Type.Null()]),
  openings: Type.Integer(),
  postedOn: Type.String(),
  closesOn: Type.Union([Type.String(), Type.Null()]),
  /** Monthly, in centavos; null when the opening does not publish it. */
  salaryMin: Type.Union([Type.Integer(), Type.Null()]),
  salaryMax: Type.Union([Type.Integer(), Type.Null()]),
  description: Type.String(),
  qualifications: Type.String(),
});
export type PublicOpening = Static<typeof PublicOpeningSchema>;

export const CareersOpeningsSchema = Type.Object({
  organization: Type.String(),
  openings: Type.Array(PublicOpeningSchema),
});
export type CareersOpenings = Static<typeof CareersOpeningsSchema>;

/** At most this many applications from one address to one organisation in an hour. */
export const APPLICATIONS_PER_HOUR = 5;
/** A CV: PDF or Word, at most 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/**
 * The applicant's fields (schemas/ats/applicant.json) a candidate fills in on the careers page;
 * the definition's own rules check them, as for any applicant HR adds.
 */
export const CAREERS_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'currentEmployer',
  'yearsOfExperience',
  'expectedSalary',
  'notes',
] as const;

/**
 * The `application` part of `POST /api/careers/:orgId/applications` (multipart, with the CV in
 * the part `cv`), as JSON text: the opening and the candidate's answers.
 */
export const CareersApplicationSchema = Type.Object(
  {
    openingId: Type.String({ format: 'uuid', errorMessage: 'must be an opening of the list' }),
    ...(Object.fromEntries(
      CAREERS_FIELDS.map((field) => [field, Type.Optional(Type.Unknown())]),
    ) as Record<
      (typeof CAREERS_FIELDS)[number],
      ReturnType<typeof Type.Optional<ReturnType<typeof Type.Unknown>>>
    >),
  },
  { additionalProperties: false },
);
export type CareersApplication = Pick<AtsApplicantData, (typeof CAREERS_FIELDS)[number]> & {
  openingId: string;
};

export const CareersReceiptSchema = Type.Object({
  /** What the applicant may quote when they write to the organisation. */
  reference: Type.String(),
  opening: Type.String(),
});
export type CareersReceipt = Static<typeof CareersReceiptSchema>;
