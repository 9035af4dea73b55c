import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { SignInRequestSchema, PinRequestSchema } from '../../../../src/shared/api/identity';
import { fieldLabel, humanizeErrors } from '../../../../src/shared/forms/field-errors';

const errorsFor = (schema: object, value: unknown) => {
  const validate = new Ajv({ allErrors: true, verbose: true, strict: false }).compile(schema);
  validate(value);
  return humanizeErrors(validate.errors ?? [], { subject: { request: 'body' } });
};

describe('validation messages a person understands', () => {
  it('labels fields from their JSON pointer', () => {
    expect(fieldLabel('/newPassword')).toBe('New password');
    expect(fieldLabel('/lines/2')).toBe('Lines (row 3)');
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

  it('names form fields by their schema titles, rows included, through $defs', () => {
    const schema = {
      type: 'object',
      required: ['payee'],
      properties: {
        payee: { type: 'string', title: 'Payee name' },
        lines: {
          type: 'array',
          title: 'Line items',
          items: {
            type: 'object',
            required: ['amount'],
            properties: { amount: { $ref: '#/$defs/money', title: 'Amount' } },
          },
        },
      },
      $defs: { money: { type: 'integer', minimum: 0 } },
    };
    const validate = new Ajv({ allErrors: true, verbose: true, strict: false }).compile(schema);
    validate({ lines: [{ amount: 5 }, { amount: -1 }, {}] });
    expect(humanizeErrors(validate.errors ?? [], { root: schema })).toEqual([
      { path: '/payee', message: 'Payee name is required' },
      { path: '/lines/1/amount', message: 'Amount (row 2) must be at least 0' },
      { path: '/lines/2/amount', message: 'Amount (row 3) is required' },
    ]);
  });
});
