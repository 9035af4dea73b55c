import { createRequire } from 'node:module';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { compileClientValidator } from '../../../../src/server/forms/client-validator';
import { createRecordAjv } from '../../../../src/server/forms/record-ajv';

const schema = {
  type: 'object',
  properties: {
    amount: { type: 'number', multipleOf: 0.01 },
    starts: { type: 'string', format: 'time' },
  },
} as const;

const server = createRecordAjv().compile(schema);

/** The browser's validator: the module the server compiles, run as the client runs it. */
async function browserValidator() {
  const code = compileClientValidator(schema);
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
    default: (require: NodeJS.Require) => Parameters<typeof createPrecompiledValidator>[0];
  };
  const validator = createPrecompiledValidator(
    module.default(createRequire(import.meta.url)),
    schema as RJSFSchema,
  );
  return (data: object) =>
    validator.validateFormData(data, schema as RJSFSchema).errors.length === 0;
}

describe('record validation, on the server and in the browser alike', () => {
  const cases: [object, boolean][] = [
    // Ordinary amounts are multiples of 0.01, though not in binary floating point.
    [{ amount: 1234.56 }, true],
    [{ amount: 19.99 }, true],
    [{ amount: 0.07 }, true],
    [{ amount: 1234.5 }, true],
    [{ amount: 1.001 }, false],
    // Times as people and time inputs write them: local, an offset allowed.
    [{ starts: '08:30' }, true],
    [{ starts: '08:30:00' }, true],
    [{ starts: '08:30:00+08:00' }, true],
    [{ starts: '23:59:59.5Z' }, true],
    [{ starts: '24:00' }, false],
    [{ starts: '8:30' }, false],
  ];

  it.each(cases)('server: %j valid %s', (data, valid) => {
    expect(server(data)).toBe(valid);
  });

  it('browser: the same answers', async () => {
    const valid = await browserValidator();
    expect(cases.map(([data]) => valid(data))).toEqual(cases.map(([, expected]) => expected));
  });
});
