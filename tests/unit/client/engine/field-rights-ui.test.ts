import { describe, expect, test } from 'vitest';
import { limitToEditable } from '../../../../src/client/engine/form/field-rights-ui';

const schema = {
  type: 'object',
  properties: {
    employee: { type: 'object', properties: { id: { type: 'string' } } },
    notes: { type: 'string' },
    kpis: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          weight: { type: 'integer' },
          rating: { type: 'integer' },
        },
      },
    },
  },
};

describe('limitToEditable', () => {
  test('leaves every field open when everything is the user’s', () => {
    const ui = { notes: { 'ui:widget': 'textarea' } };
    expect(limitToEditable(schema, ui, ['*'])).toBe(ui);
  });

  test('makes the rest read-only and keeps a partly editable list’s rows fixed', () => {
    const ui = limitToEditable(schema, { notes: { 'ui:widget': 'textarea' } }, ['/kpis/*/rating']);
    expect(ui.employee).toEqual({ 'ui:readonly': true });
    expect(ui.notes).toEqual({ 'ui:widget': 'textarea', 'ui:readonly': true });
    expect(ui.kpis).toEqual({
      items: { name: { 'ui:readonly': true }, weight: { 'ui:readonly': true } },
      'ui:options': { addable: false, removable: false, orderable: false },
    });
  });

  test('a field given whole stays as it is', () => {
    const ui = limitToEditable(schema, {}, ['/notes', '/kpis']);
    expect(ui.notes).toBeUndefined();
    expect(ui.kpis).toBeUndefined();
    expect(ui.employee).toEqual({ 'ui:readonly': true });
  });
});
