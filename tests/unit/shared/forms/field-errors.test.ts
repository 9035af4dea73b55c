import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { SignInRequestSchema, PinRequestSchema } from '../../../../src/shared/api/identity';
import { fieldLabel, humanizeErrors } from '../../../../src/shared/forms/field-errors';
import { createRecordAjv } from '../../../../src/server/forms/record-ajv';

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

  it('says each rule in plain words and names the field a rule is about', () => {
    const schema = {
      type: 'object',
      properties: {
        amount: { type: 'number', multipleOf: 0.5, exclusiveMaximum: 10 },
        note: { type: ['string', 'null'] },
        card: { type: 'string' },
        billingAddress: { type: 'string', title: 'Billing address' },
      },
      dependentRequired: { card: ['billingAddress'] },
    };
    const validate = createRecordAjv().compile(schema);
    validate({ amount: 9.25, note: 3, card: '4111' });
    expect(humanizeErrors(validate.errors ?? [], { root: schema })).toEqual([
      { path: '/amount', message: 'Amount must be a multiple of 0.5' },
      { path: '/note', message: 'Note must be text or empty' },
      { path: '/billingAddress', message: 'Billing address is required when Card is given' },
    ]);
    validate({ amount: 10 });
    expect(humanizeErrors(validate.errors ?? [], { root: schema })).toEqual([
      { path: '/amount', message: 'Amount must be less than 10' },
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
