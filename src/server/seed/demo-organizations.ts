import type { ApplicationKind } from '../../shared/applications/application-kinds';
import type { Role } from '../../shared/roles';

/** Dates a demo application is filed for, relative to the day of seeding. */
export interface DemoDates {
  /** The `n`th working day (1 .. 5) of next week, or its last: Monday .. Friday without a holiday. */
  nextWeek: (weekday: number) => string;
  /** The last Monday-to-Friday date before today. */
  lastWorkday: string;
}

/** The fixed demo data `npm start` seeds and README.md lists; every user's password is DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo#2026!';

interface DemoUser {
  username: string;
  role: Role;
  firstName: string;
  lastName: string;
  position: string;
  department: string;
  employeeNumber: string;
  /** The master record's profile, so the demographics have something to count. */
  profile: DemoProfile;
  /** false: has never signed in, so the first sign-in asks for a new password. */
  loggedIn: boolean;
}

/** Gender and site by their reference lists' names (utility-gender, company-site). */
interface DemoProfile {
  gender: 'Male' | 'Female';
  birthDate: string;
  site: 'Head office' | 'Cebu branch';
}

/** first.last@org.example, letters only (no "dr..lim" from titles and initials). */
export const demoEmail = (user: { firstName: string; lastName: string }, orgId: string) =>
  `${[user.firstName, user.lastName].map((name) => name.toLowerCase().replace(/[^a-z]/g, '')).join('.')}@${orgId}.example`;

/** Each demo user's manager by username (the organisation chart's lines); admin is the top. */
export const DEMO_REPORTS_TO: Readonly<Record<string, string>> = {
  hr: 'admin',
  payroll: 'hr',
  accountant: 'payroll',
  approver: 'admin',
  employee: 'approver',
  newhire: 'payroll',
};

interface DemoOrganization {
  orgId: string;
  tradeName: string;
  registeredName: string;
  colorTemplate: Record<string, unknown> | null;
  flags: Record<string, unknown>;
  brand: { primary: string; accent: string; mark: string };
  hasBackground: boolean;
  users: DemoUser[];
  /** Applications on file at first start; dates count from the day the demo is seeded. */
  applications: { by: string; kind: ApplicationKind; details: (dates: DemoDates) => object }[];
}

const user = (
  username: string,
  role: Role,
  name: string,
  position: string,
  department: string,
  employeeNumber: string,
  profile: DemoProfile,
  loggedIn = true,
): DemoUser => {
  const [firstName = name, ...rest] = name.split(' ');
  return {
    username,
    role,
    firstName,
    lastName: rest.join(' '),
    position,
    department,
    employeeNumber,
    profile,
    loggedIn,
  };
};

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    orgId: 'acme',
    tradeName: 'Acme Corporation',
    registeredName: 'Acme Corporation Philippines, Inc.',
    colorTemplate: {
      theme: 'midnight-uv-blue',
      colorTemplateName: 'Acme Midnight',
      sideNavigation: 'theme',
      gradientBackground: true,
    },
    flags: {
      alphaVersion: true,
      hasSiteCode: true,
      multipleShift: true,
      setBreakDuration: true,
      app_web_bundy: true,
    },
    brand: { primary: '#4338ca', accent: '#818cf8', mark: 'A' },
    hasBackground: true,
    users: [
      user(
        'admin',
        'admin',
        'Maria Santos',
        'HR Systems Administrator',
        'Human resources',
        '2022-0001',
        { gender: 'Female', birthDate: '1988-03-14', site: 'Head office' },
      ),
      user('hr', 'hr', 'Jose Reyes', 'HR Manager', 'Human resources', '2022-0002', {
        gender: 'Male',
        birthDate: '1985-07-02',
        site: 'Head office',
      }),
      user('payroll', 'payroll', 'Ana Cruz', 'Payroll Specialist', 'Finance', '2022-0003', {
        gender: 'Female',
        birthDate: '1992-11-20',
        site: 'Head office',
      }),
      user('accountant', 'payroll', 'Liza Villanueva', 'Accountant', 'Finance', '2022-0007', {
        gender: 'Female',
        birthDate: '1996-05-09',
        site: 'Head office',
      }),
      user(
        'approver',
        'approver',
        'Ramon Dela Cruz',
        'Operations Manager',
        'Operations',
        '2022-0004',
        { gender: 'Male', birthDate: '1979-01-25', site: 'Cebu branch' },
      ),
      user(
        'employee',
        'employee',
        'Carla Mendoza',
        'Customer Service Associate',
        'Operations',
        '2022-0005',
        { gender: 'Female', birthDate: '1999-09-30', site: 'Cebu branch' },
      ),
      user(
        'newhire',
        'employee',
        'Paolo Garcia',
        'Junior Accountant',
        'Finance',
        '2022-0006',
        { gender: 'Male', birthDate: '2001-12-12', site: 'Head office' },
        false,
      ),
    ],
    applications: [
      {
        by: 'employee',
        kind: 'leave',
        details: ({ nextWeek }) => ({
          leaveType: 'Vacation leave',
          dateFrom: nextWeek(1),
          dateTo: nextWeek(2),
          dayPart: 'Whole day',
          reason: 'Family trip to Baguio',
        }),
      },
      {
        by: 'payroll',
        kind: 'leave',
        details: ({ nextWeek }) => ({
          leaveType: 'Sick leave',
          dateFrom: nextWeek(3),
          dateTo: nextWeek(3),
          dayPart: 'Whole day',
          reason: 'Dental surgery',
        }),
      },
      {
        by: 'employee',
        kind: 'overtime',
        details: ({ lastWorkday }) => ({
          overtimeType: 'Overtime',
          date: lastWorkday,
          startTime: '18:00',
          endTime: '21:00',
          creditAsCto: false,
          reason: 'Month-end ticket backlog',
        }),
      },
    ],
  },
  {
    orgId: 'icare',
    tradeName: 'iCare Health',
    registeredName: 'iCare Health Services Corporation',
    colorTemplate: {
      colorTemplateName: 'iCare',
      sideNavigation: 'white',
      gradientBackground: false,
    },
    flags: {
      punchAlteration: { hidden: true },
      approvalsList: ['leave', 'overtime', 'official-business', 'dtr'],
      hasLoanApproval: false,
    },
    brand: { primary: '#0f9d8a', accent: '#5eead4', mark: 'i' },
    hasBackground: false,
    users: [
      user(
        'admin',
        'admin',
        'Liza Villanueva',
        'IT and HR Systems Lead',
        'Administration',
        '2022-0001',
        { gender: 'Female', birthDate: '1987-04-18', site: 'Head office' },
      ),
      user('hr', 'hr', 'Miguel Bautista', 'HR Business Partner', 'Human resources', '2022-0002', {
        gender: 'Male',
        birthDate: '1990-02-11',
        site: 'Head office',
      }),
      user('payroll', 'payroll', 'Grace Tan', 'Payroll Officer', 'Finance', '2022-0003', {
        gender: 'Female',
        birthDate: '1994-08-03',
        site: 'Head office',
      }),
      user('approver', 'approver', 'Antonio Lim', 'Chief Nursing Officer', 'Nursing', '2022-0004', {
        gender: 'Male',
        birthDate: '1972-06-21',
        site: 'Cebu branch',
      }),
      user('employee', 'employee', 'Joy Ramos', 'Staff Nurse', 'Nursing', '2022-0005', {
        gender: 'Female',
        birthDate: '1997-10-15',
        site: 'Cebu branch',
      }),
      user(
        'newhire',
        'employee',
        'Kevin Aquino',
        'Medical Technologist',
        'Laboratory',
        '2022-0006',
        { gender: 'Male', birthDate: '2000-03-27', site: 'Cebu branch' },
        false,
      ),
    ],
    applications: [
      {
        by: 'employee',
        kind: 'leave',
        details: ({ nextWeek }) => ({
          leaveType: 'Vacation leave',
          dateFrom: nextWeek(4),
          dateTo: nextWeek(5),
          dayPart: 'Whole day',
          reason: 'Attending a wedding in Cebu',
        }),
      },
    ],
  },
];
