import { CONTACT_FIELDS, type SelfContactUpdate } from '../../../../shared/api/employee-profile';
import { describeField, type JsonSchemaNode } from '../../../../shared/forms/fields';

/** One input of the contact form: a field of the master, or a part of an address. */
export interface ContactInput {
  /** The JSON pointer the server names in its errors, e.g. `/presentAddress/zipCode`. */
  path: string;
  label: string;
  help?: string;
  type: 'text' | 'email';
}

export interface ContactGroup {
  field: (typeof CONTACT_FIELDS)[number];
  title: string;
  /** An address's parts; a plain field is one input of its own. */
  inputs: ContactInput[];
  nested: boolean;
}

const inputType = (schema: JsonSchemaNode): ContactInput['type'] =>
  schema.format === 'email' ? 'email' : 'text';

/** The contact fields this organisation's definition has, with their titles and parts. */
export function contactGroups(root: JsonSchemaNode): ContactGroup[] {
  return CONTACT_FIELDS.flatMap((name) => {
    const schema = root.properties?.[name];
    if (!schema) return [];
    const field = describeField(name, schema, undefined, root);
    const parts = field.schema.properties;
    const inputs: ContactInput[] = parts
      ? Object.entries(parts).map(([part, partSchema]) => ({
          path: `/${name}/${part}`,
          label: partSchema.title ?? part,
          type: 'text',
        }))
      : [
          {
            path: `/${name}`,
            label: field.title,
            type: inputType(field.schema),
            ...(field.schema.description ? { help: field.schema.description } : {}),
          },
        ];
    return [{ field: name, title: field.title, inputs, nested: Boolean(parts) }];
  });
}

export type ContactValues = Record<string, string>;

/** The form's text by path, from the stored record. */
export function contactValues(
  groups: ContactGroup[],
  data: Record<string, unknown>,
): ContactValues {
  const at = (path: string) =>
    path
      .split('/')
      .slice(1)
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
  return Object.fromEntries(
    groups.flatMap((group) =>
      group.inputs.map((input) => [input.path, String(at(input.path) ?? '')]),
    ),
  );
}

/** The PATCH body: blank text and all-blank addresses clear what was stored. */
export function contactUpdate(
  groups: ContactGroup[],
  values: ContactValues,
  version: number,
): SelfContactUpdate {
  const update: Record<string, unknown> = { version };
  for (const group of groups) {
    const filled = group.inputs.flatMap((input) => {
      const text = (values[input.path] ?? '').trim();
      return text ? [[input.path.split('/')[2], text] as const] : [];
    });
    if (!group.nested) update[group.field] = (values[`/${group.field}`] ?? '').trim() || null;
    else update[group.field] = filled.length > 0 ? Object.fromEntries(filled) : null;
  }
  return update as SelfContactUpdate;
}
