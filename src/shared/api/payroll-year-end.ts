import { Type } from 'typebox';

// The year's end of payroll: the BIR 2316 certificate of an employee's year.

const closed = { additionalProperties: false } as const;

/** `GET /api/hcm/bir-2316/:employeeNumber?year=YYYY`: the certificate as a PDF. */
export const Bir2316ParamsSchema = Type.Object(
  { employeeNumber: Type.String({ minLength: 1, maxLength: 30 }) },
  closed,
);
export const Bir2316QuerySchema = Type.Object(
  { year: Type.Integer({ minimum: 2000, maximum: 2100 }) },
  closed,
);

/** Where the client downloads a certificate. */
export const bir2316Path = (employeeNumber: string, year: number) =>
  `/api/hcm/bir-2316/${encodeURIComponent(employeeNumber)}?year=${year}`;
