import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';

/**
 * What record validation adds to ajv, on the server and in the browser validator alike.
 * `multipleOfPrecision`: ajv divides in binary floating point, so 1234.56 is "not a multiple of
 * 0.01"; a quotient within 1e-9 of an integer is one (amounts have at most a few decimals).
 */
export const RECORD_AJV_OPTIONS = { multipleOfPrecision: 9 } as const;

/** The ajv class of the engine's dialect (draft 2019-09: see shared/forms/normalize-schema.ts). */
export const RecordAjv = Ajv2019;

/**
 * `time` as people and time inputs write it: local "08:30" or "08:30:00", an offset allowed but
 * not required (ajv-formats insists on one).
 */
export const RECORD_FORMATS = {
  time: /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/i,
  /** What a colour input writes (RJSF's `color` widget). */
  color: /^#[0-9a-f]{6}$/i,
};

/** Annotations RJSF reads that are not JSON Schema keywords. */
const RJSF_KEYWORDS = ['enumNames'];

/**
 * The ajv that validates record data on the server. `strict` is for the definition check: it
 * refuses what is surely a slip (an unknown keyword or format, a non-number limit) but not
 * legitimate JSON Schema that ajv's strict mode also dislikes (`required` in an `if` branch
 * naming properties declared elsewhere, open tuples, `properties` without `type`).
 */
export function createRecordAjv({ strict = false } = {}): InstanceType<typeof Ajv2019> {
  const ajv = new Ajv2019({
    allErrors: true,
    verbose: true,
    strict: false,
    strictSchema: strict,
    strictNumbers: strict,
    allowUnionTypes: true,
    coerceTypes: false,
    useDefaults: false,
    ...RECORD_AJV_OPTIONS,
  });
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  ajv.addVocabulary(RJSF_KEYWORDS);
  addFormats.default(ajv);
  for (const [name, format] of Object.entries(RECORD_FORMATS)) ajv.addFormat(name, format);
  return ajv;
}
