import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRecordForm } from './render-record-form';

const properties = {
  name: { type: 'string', title: 'Name' },
  notes: { type: 'string', title: 'Notes' },
  age: { type: 'integer', title: 'Age' },
  salary: { $ref: '#/$defs/money', title: 'Salary' },
  birthDate: { type: 'string', format: 'date', title: 'Birth date' },
  startsAt: { type: 'string', format: 'date-time', title: 'Starts at' },
  status: { type: 'string', enum: ['Active', 'Inactive'], title: 'Status' },
  skills: { type: 'array', items: { type: 'string', enum: ['Excel', 'Word'] }, title: 'Skills' },
  active: { type: 'boolean', title: 'Active' },
  remote: { type: 'boolean', title: 'Remote' },
  manager: { $ref: '#/$defs/employeeRef', title: 'Manager' },
  contract: { $ref: '#/$defs/attachment', title: 'Contract' },
  documents: { $ref: '#/$defs/attachments', title: 'Documents' },
  summary: { $ref: '#/$defs/richText', title: 'Summary' },
};
const uiSchema = {
  notes: { 'ui:widget': 'textarea' },
  age: { 'ui:widget': 'number' },
  salary: { 'ui:widget': 'money' },
  birthDate: { 'ui:widget': 'date' },
  startsAt: { 'ui:widget': 'datetime' },
  status: { 'ui:widget': 'enum' },
  skills: { 'ui:widget': 'multiselect' },
  active: { 'ui:widget': 'boolean' },
  remote: { 'ui:widget': 'switch' },
  manager: { 'ui:widget': 'lookup', 'ui:options': { formId: 'ers-employee' } },
  contract: { 'ui:widget': 'file' },
  documents: { 'ui:widget': 'files' },
  summary: { 'ui:widget': 'richtext' },
};

describe('record form labels', () => {
  it('links every kind of field to its label', async () => {
    renderRecordForm({ properties, uiSchema, required: ['name'] });
    expect(screen.getByLabelText('Name').tagName).toBe('INPUT');
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Age')).toHaveProperty('inputMode', 'numeric');
    expect(screen.getByLabelText('Salary')).toHaveProperty('inputMode', 'decimal');
    expect(screen.getByLabelText('Birth date')).toHaveProperty('type', 'date');
    expect(screen.getByLabelText('Starts at')).toHaveProperty('type', 'datetime-local');
    expect(screen.getByLabelText('Status').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Skills').getAttribute('role')).toBe('group');
    expect(screen.getByLabelText('Active')).toHaveProperty('type', 'checkbox');
    expect(screen.getByLabelText('Remote')).toHaveProperty('type', 'checkbox');
    expect(screen.getByLabelText('Manager').getAttribute('role')).toBe('combobox');
    expect(screen.getByLabelText('Contract')).toHaveProperty('type', 'file');
    expect(screen.getByLabelText('Documents')).toHaveProperty('multiple', true);
    // The rich text editor is its own lazy chunk: slower than findBy* waits on a busy machine.
    const summary = await screen.findByLabelText('Summary', undefined, { timeout: 10_000 });
    expect(summary.getAttribute('contenteditable')).toBe('true');
  });

  it('marks required fields without changing their accessible name', () => {
    renderRecordForm({ properties: { name: properties.name }, required: ['name'] });
    expect(screen.getByLabelText('Name').getAttribute('aria-required')).toBe('true');
  });

  it('offers an empty choice on an optional select and renders no submit button', () => {
    renderRecordForm({ properties: { status: properties.status }, uiSchema });
    expect(screen.getByRole('option', { name: 'Select…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /submit/i })).toBeNull();
  });

  it('shows field errors in plain words', () => {
    renderRecordForm({
      properties: { age: properties.age },
      uiSchema,
      extraErrors: { age: { __errors: ['must be >= 18'] } },
    });
    expect(screen.getAllByText('Must be at least 18.').length).toBeGreaterThan(0);
  });
});
