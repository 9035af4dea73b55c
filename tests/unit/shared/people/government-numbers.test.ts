import { describe, expect, it } from 'vitest';
import employee from '../../../../schemas/ers/employee.json';
import {
  checkGovernmentNumber,
  formatGovernmentNumber,
  GOVERNMENT_NUMBER_KINDS,
  GOVERNMENT_NUMBER_RULES,
  governmentNumberIdentity,
  normaliseGovernmentNumber,
  type GovernmentNumberKind,
} from '../../../../src/shared/people/government-numbers';

const definitionPattern = (kind: GovernmentNumberKind) =>
  new RegExp(employee.schema.properties.governmentNumbers.properties[kind].pattern);

describe('government numbers', () => {
  it.each([
    ['sss', '34-1234567-8', '3412345678', '34-1234567-8'],
    ['sss', '3412345678', '3412345678', '34-1234567-8'],
    ['sss', ' 34 1234567 8 ', '3412345678', '34-1234567-8'],
    ['philhealth', '12-345678901-2', '123456789012', '12-345678901-2'],
    ['philhealth', '123456789012', '123456789012', '12-345678901-2'],
    ['pagibig', '1234-5678-9012', '123456789012', '1234-5678-9012'],
    ['pagibig', '121234567890', '121234567890', '1212-3456-7890'],
    ['tin', '123-456-789-000', '123456789000', '123-456-789-000'],
    ['tin', '123-456-789', '123456789000', '123-456-789-000'],
    ['tin', '123456789', '123456789000', '123-456-789-000'],
    ['tin', '123-456-789-00012', '12345678900012', '123-456-789-00012'],
  ] as const)('reads %s %j as %s, printed %s', (kind, input, digits, formatted) => {
    expect(checkGovernmentNumber(kind, input)).toEqual({ ok: true, digits, formatted });
    expect(normaliseGovernmentNumber(kind, input)).toBe(digits);
    expect(formatGovernmentNumber(kind, digits)).toBe(formatted);
  });

  it('prints what the employee definition accepts, under the titles it gives the fields', () => {
    const samples: Record<GovernmentNumberKind, string[]> = {
      sss: ['3412345678'],
      philhealth: ['123456789012'],
      pagibig: ['123456789012'],
      tin: ['123456789', '123456789001', '12345678900001'],
    };
    for (const kind of GOVERNMENT_NUMBER_KINDS) {
      const field = employee.schema.properties.governmentNumbers.properties[kind];
      expect(GOVERNMENT_NUMBER_RULES[kind].title).toBe(field.title);
      expect(GOVERNMENT_NUMBER_RULES[kind].format).toMatch(definitionPattern(kind));
      for (const sample of samples[kind]) {
        const check = checkGovernmentNumber(kind, sample);
        expect(check.ok && check.formatted).toMatch(definitionPattern(kind));
      }
    }
  });

  it.each([
    ['sss', '34-1234567', 'SSS number must have 10 digits, e.g. 34-1234567-8'],
    ['sss', '34-1234567-89', 'SSS number must have 10 digits, e.g. 34-1234567-8'],
    [
      'sss',
      '',
      'SSS number may contain only digits, with hyphens or spaces between them, e.g. 34-1234567-8',
    ],
    [
      'sss',
      '34_1234567_8',
      'SSS number may contain only digits, with hyphens or spaces between them, e.g. 34-1234567-8',
    ],
    [
      'sss',
      '34--1234567-8',
      'SSS number may contain only digits, with hyphens or spaces between them, e.g. 34-1234567-8',
    ],
    [
      'sss',
      '３４１２３４５６７８',
      'SSS number may contain only digits, with hyphens or spaces between them, e.g. 34-1234567-8',
    ],
    ['philhealth', '12-3456789-2', 'PhilHealth number must have 12 digits, e.g. 12-345678901-2'],
    ['pagibig', '2234-5678-9012', 'Pag-IBIG MID number must start with 1'],
    ['pagibig', '1234-5678-901', 'Pag-IBIG MID number must have 12 digits, e.g. 1234-5678-9012'],
    [
      'tin',
      '123-456-789-0000',
      'TIN must have 9 digits and, optionally, a 3- or 5-digit branch code, e.g. 123-456-789-000',
    ],
    [
      'tin',
      '123-456-78',
      'TIN must have 9 digits and, optionally, a 3- or 5-digit branch code, e.g. 123-456-789-000',
    ],
  ] as const)('refuses %s %j: %s', (kind, input, message) => {
    expect(checkGovernmentNumber(kind, input)).toEqual({ ok: false, message });
    expect(normaliseGovernmentNumber(kind, input)).toBeNull();
  });

  it.each([
    ['sss', '0000000000', 'SSS number'],
    ['sss', '99-9999999-9', 'SSS number'],
    ['philhealth', '00-000000000-0', 'PhilHealth number'],
    ['pagibig', '1111-1111-1111', 'Pag-IBIG MID number'],
    ['pagibig', '0000-0000-0000', 'Pag-IBIG MID number'],
    ['tin', '000-000-000-000', 'TIN'],
    ['tin', '111-111-111-001', 'TIN'],
    ['tin', '999999999', 'TIN'],
  ] as const)('refuses the placeholder %s %j', (kind, input, title) => {
    expect(checkGovernmentNumber(kind, input)).toEqual({
      ok: false,
      message: `${title} looks like a placeholder, not a real number`,
    });
  });

  it('refuses an input far longer than any number without reading it', () => {
    expect(normaliseGovernmentNumber('sss', '1'.repeat(10_000))).toBeNull();
  });

  it('identifies a TIN by its nine taxpayer digits, the other numbers by all of theirs', () => {
    expect(governmentNumberIdentity('tin', '12345678900012')).toBe('123456789');
    expect(governmentNumberIdentity('tin', '123456789000')).toBe('123456789');
    expect(governmentNumberIdentity('sss', '3412345678')).toBe('3412345678');
  });

  it('leaves digits of the wrong length as given when printing', () => {
    expect(formatGovernmentNumber('sss', '12345')).toBe('12345');
    expect(formatGovernmentNumber('pagibig', '12-34')).toBe('12-34');
  });
});
