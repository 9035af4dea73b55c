import { Type } from 'typebox';

// What the payroll route families share: the kinds of values their schemas are made of, a page
// of a list, and the answer of a route that starts a background run.

export const Id = Type.String({ format: 'uuid' });
export const DateText = Type.String({ format: 'date' });
export const Money = Type.String({ description: 'Pesos with 2 decimals, e.g. "12500.00"' });
export const EmployeeNumber = Type.String({ minLength: 1, maxLength: 30 });
export const closed = { additionalProperties: false } as const;

/** A page of a list, searched by name or employee number. */
export const PageQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 80 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  closed,
);

export const RunStartedSchema = Type.Object({ runId: Type.String() });
