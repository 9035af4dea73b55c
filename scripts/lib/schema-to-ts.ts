import type { JsonSchemaNode } from '../../src/shared/forms/fields';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

/** "utility-gender" -> "UtilityGender". */
export const pascal = (text: string) =>
  text.replace(/(^|[-_\s])([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/**
 * A TypeScript type for a JSON Schema of the definition vocabulary (objects, arrays, scalars,
 * enums, `#/$defs` refs to named fragment types). Not a general converter: the check script
 * keeps definitions inside what this understands.
 */
export function schemaToTs(node: JsonSchemaNode, indent = ''): string {
  if (node.$ref) return pascal(node.$ref.replace('#/$defs/', ''));
  if (node.enum) return node.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (node.const !== undefined) return JSON.stringify(node.const);
  const type = Array.isArray(node.type) ? node.type : [node.type];
  return type
    .map((one) => {
      switch (one) {
        case 'string':
          return 'string';
        case 'integer':
        case 'number':
          return 'number';
        case 'boolean':
          return 'boolean';
        case 'null':
          return 'null';
        case 'array': {
          const item = node.items ? schemaToTs(node.items, indent) : 'unknown';
          return /[|&]/.test(item) ? `Array<${item}>` : `${item}[]`;
        }
        case 'object': {
          const required = new Set(node.required ?? []);
          const inner = `${indent}  `;
          const lines = Object.entries(node.properties ?? {}).map(([name, child]) => {
            const doc = child.title ? `${inner}/** ${child.title} */\n` : '';
            const optional = required.has(name) ? '' : '?';
            return `${doc}${inner}${key(name)}${optional}: ${schemaToTs(child, inner)};`;
          });
          return lines.length === 0
            ? 'Record<string, unknown>'
            : `{\n${lines.join('\n')}\n${indent}}`;
        }
        default:
          return 'unknown';
      }
    })
    .join(' | ');
}
