import { Type, type Static } from 'typebox';
import { PinSchema } from './identity';
import { DtrDaySchema, PUNCH_DIRECTIONS } from './timekeeping';

const EmployeeNumber = Type.String({ minLength: 1, maxLength: 30 });
const Direction = Type.Enum(PUNCH_DIRECTIONS);

/** The header a kiosk sends its token in (`<orgId>.<secret>`, handed out once). */
export const KIOSK_TOKEN_HEADER = 'x-kiosk-token';

/** A browser an admin authorized to take quick punches (never its token). */
export const KioskSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  site: Type.Union([Type.String(), Type.Null()]),
  createdBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Kiosk = Static<typeof KioskSchema>;

/** `POST /api/admin-settings/kiosks`: a name people recognise, and where it stands. */
export const CreateKioskRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60 }),
    site: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false },
);
export type CreateKioskRequest = Static<typeof CreateKioskRequestSchema>;

/** The token is in this answer only: the server keeps nothing but its hash. */
export const CreateKioskResponseSchema = Type.Object({ kiosk: KioskSchema, token: Type.String() });
export type CreateKioskResponse = Static<typeof CreateKioskResponseSchema>;

export const KioskListResponseSchema = Type.Object({ items: Type.Array(KioskSchema) });
export type KioskListResponse = Static<typeof KioskListResponseSchema>;

/** `POST /api/hcm/user-auth/add-pin` and `update-pin`: HR sets an employee's kiosk PIN. */
export const EmployeePinRequestSchema = Type.Object(
  { employeeNumber: EmployeeNumber, pin: PinSchema },
  { additionalProperties: false },
);
export type EmployeePinRequest = Static<typeof EmployeePinRequestSchema>;

/** Whose PIN was set: HR's screen names the employee back, never the PIN. */
export const EmployeePinResponseSchema = Type.Object({
  employeeNumber: Type.String(),
  employeeName: Type.String(),
});
export type EmployeePinResponse = Static<typeof EmployeePinResponseSchema>;

/** `GET /api/hcm/user-auth/kiosk`: which kiosk this token is, and the server's clock. */
export const KioskStatusResponseSchema = Type.Object({
  kiosk: Type.Object({ id: Type.String(), name: Type.String(), site: KioskSchema.properties.site }),
  now: Type.String({ format: 'date-time' }),
  utcOffsetMinutes: Type.Integer(),
});
export type KioskStatusResponse = Static<typeof KioskStatusResponseSchema>;

/** `POST /api/hcm/user-auth/quick-punch`: without a direction, the one after the last punch. */
export const QuickPunchRequestSchema = Type.Object(
  { employeeNumber: EmployeeNumber, pin: PinSchema, direction: Type.Optional(Direction) },
  { additionalProperties: false },
);
export type QuickPunchRequest = Static<typeof QuickPunchRequestSchema>;

export const QuickPunchResponseSchema = Type.Object({
  employeeName: Type.String(),
  direction: Direction,
  /** The server's time the punch was stamped with. */
  at: Type.String({ format: 'date-time' }),
  /** The recomputed time record of the punch's working day; null without a master record. */
  day: Type.Union([DtrDaySchema, Type.Null()]),
});
export type QuickPunchResponse = Static<typeof QuickPunchResponseSchema>;
