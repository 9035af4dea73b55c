/** The government numbers an employee record keeps (`governmentNumbers` of `ers-employee`). */
export const GOVERNMENT_NUMBER_KINDS = ['sss', 'philhealth', 'pagibig', 'tin'] as const;
export type GovernmentNumberKind = (typeof GOVERNMENT_NUMBER_KINDS)[number];

interface GovernmentNumberRule {
  /** As the employee definition titles the field. */
  title: string;
  /** The printed form, with its hyphens; also the example every message gives. */
  format: string;
  /** Digits in each hyphenated group of the printed form. */
  groups: readonly number[];
  /** What a message says the number must have. */
  digitsRule: string;
}

export const GOVERNMENT_NUMBER_RULES: Readonly<Record<GovernmentNumberKind, GovernmentNumberRule>> =
  {
    sss: {
      title: 'SSS number',
      format: '34-1234567-8',
      groups: [2, 7, 1],
      digitsRule: '10 digits',
    },
    philhealth: {
      title: 'PhilHealth number',
      format: '12-345678901-2',
      groups: [2, 9, 1],
      digitsRule: '12 digits',
    },
    pagibig: {
      title: 'Pag-IBIG MID number',
      format: '1234-5678-9012',
      groups: [4, 4, 4],
      digitsRule: '12 digits',
    },
    tin: {
      title: 'TIN',
      format: '123-456-789-000',
      // The branch code is 3 or 5 digits; `formatGovernmentNumber` writes whichever it was given.
      groups: [3, 3, 3],
      digitsRule: '9 digits and, optionally, a 3- or 5-digit branch code',
    },
  };

/** A TIN without its branch code names the taxpayer's head office: branch 000. */
const TIN_HEAD_OFFICE = '000';
const TIN_DIGITS = 9;
/** Digits and single hyphens or spaces between them: how the numbers are printed and typed. */
const WRITTEN = /^[0-9]+(?:[- ][0-9]+)*$/;
/** Far longer than any of the numbers; a longer input is refused before it is looked at. */
const MAX_INPUT = 40;

export type GovernmentNumberCheck =
  { ok: true; digits: string; formatted: string } | { ok: false; message: string };

const lengthsOf = (kind: GovernmentNumberKind): number[] => {
  const total = GOVERNMENT_NUMBER_RULES[kind].groups.reduce((sum, group) => sum + group, 0);
  return kind === 'tin' ? [total, total + 3, total + 5] : [total];
};

/** Digits as typed (hyphens and spaces dropped), or null when the input is not written so. */
const digitsOf = (input: string): string | null => {
  const trimmed = input.trim();
  if (trimmed.length > MAX_INPUT || !WRITTEN.test(trimmed)) return null;
  return trimmed.replace(/[- ]/g, '');
};

/** The digits that identify the holder: a TIN's nine, without the branch code. */
const identityDigits = (kind: GovernmentNumberKind, digits: string) =>
  kind === 'tin' ? digits.slice(0, TIN_DIGITS) : digits;

/**
 * Checks a number as HR typed it (hyphens and spaces optional) against its kind's rule: the
 * number of digits, Pag-IBIG MIDs starting with 1, and no all-same-digit placeholder such as
 * 0000000000, which is typed when the real number is not known. When it passes, `digits` is the
 * number without hyphens (a TIN with its branch code, 000 when none was typed) and `formatted`
 * its printed form, which the employee definition's pattern accepts.
 */
export function checkGovernmentNumber(
  kind: GovernmentNumberKind,
  input: string,
): GovernmentNumberCheck {
  const rule = GOVERNMENT_NUMBER_RULES[kind];
  const example = `e.g. ${rule.format}`;
  const typed = digitsOf(input);
  if (typed === null)
    return {
      ok: false,
      message: `${rule.title} may contain only digits, with hyphens or spaces between them, ${example}`,
    };
  if (!lengthsOf(kind).includes(typed.length))
    return { ok: false, message: `${rule.title} must have ${rule.digitsRule}, ${example}` };
  if (/^(\d)\1*$/.test(identityDigits(kind, typed)))
    return { ok: false, message: `${rule.title} looks like a placeholder, not a real number` };
  if (kind === 'pagibig' && !typed.startsWith('1'))
    return { ok: false, message: `${rule.title} must start with 1` };
  const digits = kind === 'tin' && typed.length === TIN_DIGITS ? typed + TIN_HEAD_OFFICE : typed;
  return { ok: true, digits, formatted: formatGovernmentNumber(kind, digits) };
}

/** The number's digits (a TIN's with its branch code), or null when it fails its kind's rule. */
export function normaliseGovernmentNumber(
  kind: GovernmentNumberKind,
  input: string,
): string | null {
  const check = checkGovernmentNumber(kind, input);
  return check.ok ? check.digits : null;
}

/**
 * The printed form of a number's digits: 34-1234567-8, 12-345678901-2, 1234-5678-9012,
 * 123-456-789-000 (a TIN's branch code, 3 or 5 digits, is its last group; 000 when it has
 * none). Digits of the wrong length are returned as given.
 */
export function formatGovernmentNumber(kind: GovernmentNumberKind, digits: string): string {
  if (!/^[0-9]+$/.test(digits) || !lengthsOf(kind).includes(digits.length)) return digits;
  const groups: string[] = [];
  let at = 0;
  for (const size of GOVERNMENT_NUMBER_RULES[kind].groups) {
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  if (kind === 'tin') groups.push(digits.slice(at) || TIN_HEAD_OFFICE);
  return groups.join('-');
}

/**
 * The part of a number's digits two records must share to be the same number: all of them,
 * except a TIN's branch code (an employee is one taxpayer, whichever branch code was typed).
 */
export function governmentNumberIdentity(kind: GovernmentNumberKind, digits: string): string {
  return identityDigits(kind, digits);
}
