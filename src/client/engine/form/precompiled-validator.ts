import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
// The deep import keeps ajv's compiler (the package index builds a default validator) out of
// the bundle: only the precompiled path is needed in the browser.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import equal from 'ajv/dist/runtime/equal';
import ucs2length from 'ajv/dist/runtime/ucs2length';
import uri from 'ajv/dist/runtime/uri';
import { fullFormats } from 'ajv-formats/dist/formats';
import type { FormResponse } from '../../../shared/api/records';

type ValidatorModule = { default: (require: (specifier: string) => unknown) => ValidatorFunctions };

/** The CommonJS default export, whichever way the bundler's interop handed it over. */
function cjsDefault(value: unknown): unknown {
  return value !== null && typeof value === 'object' && 'default' in value ? value.default : value;
}

// The only modules ajv's standalone code asks for, shaped as their CommonJS `module.exports`
// (the code reads `require(...).default` and `.fullFormats`); anything else is a server bug.
const RUNTIME: Record<string, unknown> = {
  'ajv/dist/runtime/ucs2length': { default: cjsDefault(ucs2length) },
  'ajv/dist/runtime/equal': { default: cjsDefault(equal) },
  'ajv/dist/runtime/uri': { default: cjsDefault(uri) },
  'ajv-formats/dist/formats': { fullFormats },
};

function runtimeRequire(specifier: string): unknown {
  const module = RUNTIME[specifier];
  if (!module) throw new Error(`The form validator asked for an unknown module: ${specifier}`);
  return module;
}

export type ValidatorLoader = (form: FormResponse) => Promise<ValidatorType>;

/**
 * The form's validator, compiled ahead on the server (the strict CSP forbids ajv's runtime code
 * generation): a same-origin ES module wrapping ajv's standalone CommonJS output.
 */
export const loadPrecompiledValidator: ValidatorLoader = async ({ definition, validatorUrl }) => {
  const module = (await import(/* @vite-ignore */ validatorUrl)) as ValidatorModule;
  return createPrecompiledValidator(
    module.default(runtimeRequire),
    definition.schema as RJSFSchema,
  );
};
