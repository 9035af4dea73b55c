import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { SignInRequestSchema, PinRequestSchema } from '../../../src/shared/api/identity';
import { fieldLabel, toFieldErrors } from '../../../src/server/http/validation';

const errorsFor = (schema: object, value: unknown) => {
  const validate = new Ajv({ allErrors: true, verbose: true, strict: false }).compile(schema);
  validate(value);
  return toFieldErrors(validate.errors ?? [], 'body');
};

describe('validation messages a person understands', () => {
  it('labels fields from their JSON pointer', () => {
    expect(fieldLabel('/newPassword')).toBe('New password');
    expect(fieldLabel('/lines/2')).toBe('Item 3');
    expect(fieldLabel('/org_id')).toBe('Org id');
  });

  it('writes one message per failing field', () => {
    expect(errorsFor(SignInRequestSchema, { orgId: 'Bad Org', username: '', extra: true })).toEqual(
      [
        { path: '/password', message: 'Password is required' },
        { path: '/extra', message: 'Extra is not a field this request accepts' },
        { path: '/orgId', message: 'Org id is not in the expected format' },
        { path: '/username', message: 'Username is required' },
      ],
    );
  });

  it('uses a schema-given rule wording when there is one', () => {
    expect(errorsFor(PinRequestSchema, { pin: '12', password: 'x' })).toEqual([
      { path: '/pin', message: 'Pin must be 4 to 6 digits' },
    ]);
  });

  it('explains a body that is not an object', () => {
    expect(errorsFor(SignInRequestSchema, 'text')).toEqual([
      { path: '', message: 'Request body must be an object' },
    ]);
  });
});
