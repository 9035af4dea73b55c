import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderDefinition, testContext } from './render-record-form';

const finance = { id: '5a0f4b0e-8d4c-4c8e-9a55-3f2f1c0a9d01', label: 'Finance' };
const operations = { id: '5a0f4b0e-8d4c-4c8e-9a55-3f2f1c0a9d02', label: 'Operations' };

/** The employee master's department as its definition writes it: a text naming its list. */
const setup = (formData?: Record<string, unknown>) => {
  const searchRecords = vi.fn(async () => [finance, operations]);
  const form = renderDefinition({
    schema: {
      properties: { department: { type: 'string', title: 'Department', maxLength: 100 } },
    },
    uiSchema: { department: { 'ui:options': { formId: 'utility-team-department' } } },
    formData,
    context: testContext({ searchRecords }),
  });
  return { form, searchRecords, input: screen.getByRole('combobox', { name: 'Department' }) };
};

describe('listed text input', () => {
  it('searches the list and stores the chosen entry as text', async () => {
    const { form, searchRecords, input } = setup();
    expect(screen.getByLabelText('Department')).toBe(input);
    // Closed, the list is not there to share the field's name (as "Department options").
    expect(screen.queryAllByLabelText(/Department/)).toEqual([input]);
    fireEvent.change(input, { target: { value: 'fin' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Finance' }));
    expect(searchRecords).toHaveBeenCalledWith('utility-team-department', 'fin');
    expect(form.data().department).toBe('Finance');
    expect((input as HTMLInputElement).value).toBe('Finance');
  });

  it('shows a stored value, picks from the keyboard and can be cleared', async () => {
    const { form, input } = setup({ department: 'Finance' });
    expect((input as HTMLInputElement).value).toBe('Finance');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await screen.findByRole('option', { name: 'Operations' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(form.data().department).toBe('Operations');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Department' }));
    await waitFor(() => expect(form.data().department).toBeUndefined());
  });

  it('keeps text typed and left, and only that: opening the list alone changes nothing', async () => {
    const { form, input } = setup({ department: 'Finance' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await screen.findByRole('option', { name: 'Operations' });
    fireEvent.blur(input);
    expect(form.data().department).toBe('Finance');
    fireEvent.change(input, { target: { value: ' operations ' } });
    fireEvent.blur(input);
    expect(form.data().department).toBe('operations');
  });
});
