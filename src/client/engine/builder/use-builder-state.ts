import { useMemo, useState } from 'react';
import {
  KIND_INFO,
  type BuilderField,
  type BuilderKind,
} from '../../../shared/forms/builder/builder-kinds';
import {
  designable,
  fieldNameOf,
  toDefinition,
  toModel,
  withoutField,
  type BuilderModel,
} from '../../../shared/forms/builder/builder-model';
import { formIdOf } from '../../../shared/forms/builder/built-names';
import type { FormDefinition } from '../../../shared/forms/definition';

/** What a new record type starts as: one required name field, listed and searched. */
export function blankDefinition(): FormDefinition {
  return {
    formId: 'custom-records',
    title: '',
    module: 'utility',
    route: '',
    schema: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', maxLength: 200, title: 'Name' } },
    },
    list: {
      columns: ['name'],
      search: ['name'],
      filters: [],
      sort: { field: 'name', direction: 'asc' },
    },
    access: { read: ['*'], write: ['admin', 'hr'] },
  };
}

/**
 * The definition being edited: in the design tab through the builder's model over the rest of
 * the definition (`base`), in the JSON tab as text. A definition the design tab cannot express
 * (branches, local $defs) is edited as JSON only.
 */
export function useBuilderState(initial: FormDefinition, isNew: boolean) {
  const [base, setBase] = useState(() => (isNew ? { ...initial, route: '' } : initial));
  const [model, setModel] = useState<BuilderModel | null>(() =>
    designable(initial) ? toModel(initial) : null,
  );
  // A new form's id follows its name until someone types one.
  const [formIdTouched, setFormIdTouched] = useState(!isNew);
  const definition = useMemo(() => (model ? toDefinition(model, base) : base), [model, base]);

  const change = (next: Partial<BuilderModel>) => {
    if (next.formId !== undefined) setFormIdTouched(true);
    const follows = next.title !== undefined && next.formId === undefined && !formIdTouched;
    setModel(
      (current) =>
        current && {
          ...current,
          ...next,
          ...(follows ? { formId: formIdOf(next.title ?? '') } : {}),
        },
    );
  };

  const fields = model?.fields ?? [];
  const setFields = (next: BuilderModel['fields']) => change({ fields: next });

  return {
    definition,
    model,
    change,
    addField(kind: BuilderKind): string {
      const name = fieldNameOf(KIND_INFO[kind].label, new Set(fields.map((field) => field.name)));
      const field: BuilderField = {
        name,
        title: KIND_INFO[kind].label,
        kind,
        required: false,
        ...(kind === 'enum' || kind === 'radio' || kind === 'multiselect'
          ? { options: ['First choice', 'Second choice'] }
          : {}),
        ...(kind === 'lookup' ? { formId: 'ers-employee' } : {}),
      };
      setFields([...fields, field]);
      return name;
    },
    updateField(index: number, field: BuilderField) {
      const previous = fields[index];
      if (!model || !previous) return;
      // A renamed key is renamed in the list's settings too.
      const rename = (names: string[]) => names.map((n) => (n === previous.name ? field.name : n));
      const { list } = model;
      change({
        fields: fields.map((other, at) => (at === index ? field : other)),
        list: {
          columns: rename(list.columns),
          search: rename(list.search),
          filters: rename(list.filters),
          sort: { ...list.sort, field: rename([list.sort.field])[0] ?? list.sort.field },
        },
      });
    },
    moveField(index: number, by: -1 | 1) {
      const next = [...fields];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      setFields(next);
    },
    removeField(index: number) {
      const field = fields[index];
      if (model && field) setModel(withoutField(model, field.name));
    },
    /** The JSON tab's text, parsed: it becomes the definition, and the model if it can be one. */
    replace(next: FormDefinition) {
      setBase(next);
      setModel(designable(next) ? toModel(next) : null);
    },
  };
}
