import { describe, expect, it } from 'vitest';
import { humanizeErrors } from '../../../../src/shared/forms/field-errors';
import { boundaryErrors, MAX_NESTING } from '../../../../src/server/http/text-boundary';

const refused = (value: unknown) =>
  boundaryErrors(value).map((error) => [error.instancePath, error.keyword]);

describe('the boundary rule for request values', () => {
  it('accepts ordinary text, emoji, names with ñ and safe numbers', () => {
    expect(
      refused({ name: 'Peña 🎉', lines: [{ amount: 123_456 }], rate: -0.5, max: 2 ** 53 - 1 }),
    ).toEqual([]);
  });

  it('refuses NUL characters and unpaired surrogates wherever they are, naming the field', () => {
    expect(
      refused({
        q: 'a\u0000b',
        lines: [{ note: 'ok' }, { note: 'x\ud800' }],
        tail: '\udc00 alone',
        pair: '\ud83c\udf89',
      }),
    ).toEqual(
      expect.arrayContaining([
        ['/q', 'nulCharacter'],
        ['/lines/1/note', 'unpairedSurrogate'],
        ['/tail', 'unpairedSurrogate'],
      ]),
    );
    expect(refused({ pair: '\ud83c\udf89' })).toEqual([]);
  });

  it('refuses such characters in field names too', () => {
    expect(refused({ data: { 'a\u0000': 1, 'a/b': 'fine' } })).toEqual([
      ['/data/a\u0000', 'nameNotStorable'],
    ]);
  });

  it('refuses numbers beyond the safe integer range', () => {
    expect(refused({ offset: 1e308, n: 2 ** 53, m: -(2 ** 53), ok: 2 ** 53 - 1 })).toEqual(
      expect.arrayContaining([
        ['/offset', 'unsafeNumber'],
        ['/n', 'unsafeNumber'],
        ['/m', 'unsafeNumber'],
      ]),
    );
    expect(refused({ ok: 2 ** 53 - 1 })).toHaveLength(0);
  });

  it('refuses hostile nesting without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    const errors = refused({ filter: deep });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[1]).toBe('tooDeep');
    expect(refused({ a: Array.from({ length: MAX_NESTING - 2 }).reduce((v) => [v], 1) })).toEqual(
      [],
    );
  });

  it('words each refusal for a person', () => {
    const messages = humanizeErrors(
      boundaryErrors({ employeeNumber: 'E\u0000', note: '\ud800', offset: 1e308 }),
      { subject: { request: 'body' } },
    ).map((field) => field.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Employee number must not contain a NUL character (\\u0000)',
        'Note must not contain an unpaired surrogate: it is not valid Unicode text',
        'Offset must be a number between -9007199254740991 and 9007199254740991',
      ]),
    );
  });
});
