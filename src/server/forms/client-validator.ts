import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import { RECORD_AJV_OPTIONS, RECORD_FORMATS, RecordAjv } from './record-ajv';

/**
 * A form's validator for the browser, as ajv standalone code wrapped in an ES module: the strict
 * CSP forbids compiling validators there. Its default export takes a `require` that supplies the
 * few ajv runtime helpers the code names (the client maps them to bundled imports).
 */
export function compileClientValidator(schema: object): string {
  const code = compileSchemaValidatorsCode(schema as never, {
    AjvClass: RecordAjv as never,
    customFormats: RECORD_FORMATS,
    // Only checked schemas come here, already validated against their dialect: compiling the
    // meta-schema again for each (rjsf makes a new ajv per call) would be most of the cost.
    ajvOptionsOverrides: {
      code: { lines: false },
      allowUnionTypes: true,
      validateSchema: false,
      ...RECORD_AJV_OPTIONS,
    },
  });
  return `export default function (require) {
  const module = { exports: {} };
  const exports = module.exports;
  ${code}
  return module.exports;
}
`;
}
