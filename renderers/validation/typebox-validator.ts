import type {
  CustomValidator,
  ErrorTransformer,
  RJSFSchema,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
// The deep import, as the record engine does: ajv's compiler stays out of the bundle.
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import { Check, Errors } from 'typebox/schema';

type Data = Record<string, unknown>;
type TypeboxError = ReturnType<typeof Errors>[1][number];

/** JSON as it would be sent: RJSF keeps cleared fields as `undefined`, which JSON drops. */
const asSent = (data: unknown): unknown =>
  data === undefined ? undefined : (JSON.parse(JSON.stringify(data)) as unknown);

/**
 * TypeBox's errors in ajv's shape, which RJSF and the shared wording (humanizeErrors) read:
 * one `required` or `additionalProperties` error per property, keyword last in `schemaPath`.
 */
function toAjvErrors(errors: TypeboxError[]): ErrorObject[] {
  return errors.flatMap((error): ErrorObject[] => {
    const params = error.params as Record<string, unknown>;
    const base = {
      instancePath: error.instancePath,
      schemaPath: `${error.schemaPath}/${error.keyword}`,
    };
    if (error.keyword === 'required')
      return ((params.requiredProperties as string[] | undefined) ?? []).map((name) => ({
        ...base,
        keyword: 'required',
        params: { missingProperty: name },
        message: `must have required property '${name}'`,
      }));
    if (error.keyword === 'additionalProperties')
      return ((params.additionalProperties as string[] | undefined) ?? []).map((name) => ({
        ...base,
        keyword: 'additionalProperties',
        params: { additionalProperty: name },
        message: 'must NOT have additional properties',
      }));
    // `additionalProperties: false` also fails as a `false` schema: one message is enough.
    if (error.keyword === 'boolean') return [];
    return [{ ...base, keyword: error.keyword, params, message: error.message }];
  });
}

/**
 * An RJSF validator that interprets the schema with TypeBox (no code generation, so it runs
 * under the strict CSP that forbids ajv's compiled validators). For forms whose schemas are
 * shared TypeBox code (application details, payroll forms), not definitions the server
 * precompiles.
 */
export class TypeboxValidator implements ValidatorType<Data, RJSFSchema> {
  rawValidation<Result = ErrorObject>(schema: RJSFSchema, formData?: Data) {
    const [, errors] = Errors(schema, asSent(formData));
    return { errors: toAjvErrors(errors) as Result[] };
  }

  validateFormData(
    formData: Data | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<Data, RJSFSchema>,
    transformErrors?: ErrorTransformer<Data, RJSFSchema>,
    uiSchema?: UiSchema<Data, RJSFSchema>,
  ): ValidationData<Data> {
    return processRawValidationErrors(
      this,
      this.rawValidation(schema, formData),
      formData,
      schema,
      customValidate,
      transformErrors,
      uiSchema,
    );
  }

  isValid(schema: RJSFSchema, formData: Data | undefined): boolean {
    return Check(schema, asSent(formData));
  }
}
