import { describe, expect, it } from 'vitest';
import { followingNumber } from '../../../../src/server/people/next-employee-number';

describe('the employee number after another', () => {
  it('counts up the last digits and keeps their width', () => {
    expect(followingNumber('2022-0009')).toBe('2022-0010');
    expect(followingNumber('EMP0041')).toBe('EMP0042');
  });

  it('widens when the digits run out, and never loses precision', () => {
    expect(followingNumber('A-99')).toBe('A-100');
    expect(followingNumber('99999999999999999999')).toBe('100000000000000000000');
  });

  it('starts a count after a number with no digits at its end', () => {
    expect(followingNumber('HQ')).toBe('HQ-1');
    expect(followingNumber('HQ-1')).toBe('HQ-2');
  });
});
