/**
 * Checks every definition in the folder given (else SCHEMAS_DIR, as the server reads it, else
 * schemas/) the way the server does at start, and prints each problem as
 * `file /json/pointer: what is wrong`. Exit code 1 on any problem.
 */
import { COMPILE_MEMO_FILE, CompileMemo } from '../src/server/forms/compile-memo';
import { checkDefinitionFolder } from '../src/server/forms/form-registry';

const dir = process.argv[2] ?? (process.env.SCHEMAS_DIR || 'schemas');
const { definitions, fragments, problems } = checkDefinitionFolder(
  dir,
  new CompileMemo(COMPILE_MEMO_FILE),
);
for (const { file, pointer, message } of problems)
  console.error(`${dir}/${file} ${pointer}: ${message}`);
console.log(
  problems.length === 0
    ? `${definitions.length} definitions and ${Object.keys(fragments).length} fragments are valid`
    : `${problems.length} problem(s)`,
);
process.exit(problems.length === 0 ? 0 : 1);
