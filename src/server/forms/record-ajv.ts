import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * What record validation adds to ajv, on the server and in the browser validator alike.
 * `multipleOfPrecision`: ajv divides in binary floating point, so 1234.56 is "not a multiple of
 * 0.01"; a quotient within 1e-9 of an integer is one (amounts have at most a few decimals).
 */
export const RECORD_AJV_OPTIONS = { multipleOfPrecision: 9 } as const;

/**
 * `time` as people and time inputs write it: local "08:30" or "08:30:00", an offset allowed but
 * not required (ajv-formats insists on one).
 */
export const RECORD_FORMATS = {
  time: /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/i,
};

/**
 * The ajv that validates record data on the server (JSON Schema draft 2020-12). `strict` is for
 * the definition check, which should refuse unknown keywords and other authoring slips.
 */
export function createRecordAjv({ strict = false } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    strict,
    allowUnionTypes: true,
    coerceTypes: false,
    useDefaults: false,
    ...RECORD_AJV_OPTIONS,
  });
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  addFormats.default(ajv);
  for (const [name, format] of Object.entries(RECORD_FORMATS)) ajv.addFormat(name, format);
  return ajv;
}
