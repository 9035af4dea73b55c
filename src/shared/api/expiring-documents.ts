import { Type, type Static } from 'typebox';

/** How far ahead the home page looks, and the most days a caller may ask for. */
export const EXPIRING_DEFAULT_DAYS = 60;
export const EXPIRING_MAX_DAYS = 366;
/** The most documents one answer lists; `total` counts them all. */
export const EXPIRING_MAX_ITEMS = 50;

export const ExpiringDocumentsQuerySchema = Type.Object(
  {
    /** Documents that expire within this many days from today, and those already expired. */
    within: Type.Optional(
      Type.Integer({ minimum: 1, maximum: EXPIRING_MAX_DAYS, default: EXPIRING_DEFAULT_DAYS }),
    ),
  },
  { additionalProperties: false },
);

export const ExpiringDocumentSchema = Type.Object({
  /** The certifications record that holds it. */
  recordId: Type.String({ format: 'uuid' }),
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  document: Type.String(),
  number: Type.Union([Type.String(), Type.Null()]),
  expiresOn: Type.String({ format: 'date' }),
  /** Negative once expired. */
  daysLeft: Type.Integer(),
});
export type ExpiringDocument = Static<typeof ExpiringDocumentSchema>;

export const ExpiringDocumentsResponseSchema = Type.Object({
  items: Type.Array(ExpiringDocumentSchema),
  total: Type.Integer({ minimum: 0 }),
  within: Type.Integer(),
});
export type ExpiringDocumentsResponse = Static<typeof ExpiringDocumentsResponseSchema>;
