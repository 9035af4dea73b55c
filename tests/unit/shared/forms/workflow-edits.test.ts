import { describe, expect, it } from 'vitest';
import { grantsOf } from '../../../../src/shared/access/grants';
import type { Workflow } from '../../../../src/shared/forms/definition-workflow';
import {
  editableFields,
  missingValues,
  pointerAllowed,
} from '../../../../src/shared/forms/workflow-edits';

const workflow: Workflow = {
  field: 'status',
  initial: 'Draft',
  transitions: [{ from: ['Draft'], to: 'Review', label: 'Submit' }],
  edits: [
    { in: ['Draft'], by: ['hr'], fields: ['*'] },
    { in: ['Draft'], by: ['own'], fields: ['/kpis/*/selfRating', '/notes'] },
    { in: ['Review'], by: ['approver'], fields: ['/kpis/*/rating'] },
  ],
};
const party = { grants: grantsOf(['employee'], []), own: false, waiting: false };
const hr = grantsOf(['hr'], []);

describe('editableFields', () => {
  it('gives each party what the entries for the state name, and nothing else', () => {
    expect(editableFields(workflow, 'Draft', { ...party, own: true })).toEqual([
      '/kpis/*/selfRating',
      '/notes',
    ]);
    expect(editableFields(workflow, 'Draft', { ...party, grants: hr })).toEqual(['*']);
    expect(editableFields(workflow, 'Review', { ...party, own: true })).toEqual([]);
    expect(editableFields(workflow, 'Review', { ...party, waiting: true })).toEqual([
      '/kpis/*/rating',
    ]);
  });

  it("gives a record's own employee only the own fields, whatever their role", () => {
    expect(editableFields(workflow, 'Draft', { ...party, grants: hr, own: true })).toEqual([
      '/kpis/*/selfRating',
      '/notes',
    ]);
  });

  it('does not limit a workflow without edits', () => {
    expect(editableFields({ ...workflow, edits: undefined }, 'Draft', party)).toBeNull();
  });
});

describe('pointerAllowed', () => {
  it('matches a list item by *, a field and what lies under it, and * alone for all', () => {
    expect(pointerAllowed('/kpis/3/selfRating', ['/kpis/*/selfRating'])).toBe(true);
    expect(pointerAllowed('/kpis/3/weight', ['/kpis/*/selfRating'])).toBe(false);
    expect(pointerAllowed('/kpis/3', ['/kpis/*/selfRating'])).toBe(false);
    expect(pointerAllowed('/notes', ['/notes'])).toBe(true);
    expect(pointerAllowed('/address/city', ['/address'])).toBe(true);
    expect(pointerAllowed('/notesExtra', ['/notes'])).toBe(false);
    expect(pointerAllowed('/anything/0', ['*'])).toBe(true);
  });
});

describe('missingValues', () => {
  it('names each empty value a pattern asks for, item by item', () => {
    const data = { kpis: [{ rating: 4 }, { rating: null }, {}], notes: '' };
    expect(missingValues(data, ['/kpis/*/rating', '/notes'])).toEqual([
      '/kpis/1/rating',
      '/kpis/2/rating',
      '/notes',
    ]);
  });

  it('asks nothing of a list that has no items, but a missing field is missing', () => {
    expect(missingValues({}, ['/competencies/*/rating'])).toEqual([]);
    expect(missingValues({ competencies: [] }, ['/competencies/*/rating'])).toEqual([]);
    expect(missingValues({}, ['/managerComments'])).toEqual(['/managerComments']);
  });
});
