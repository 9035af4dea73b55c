import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

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
  });
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  return addFormats.default(ajv);
}
