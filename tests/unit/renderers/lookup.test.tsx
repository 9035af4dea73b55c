import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRecordForm, testContext } from './render-record-form';

const ana = {
  id: '6b1f4b0e-8d4c-4c8e-9a55-3f2f1c0a9d11',
  label: 'Cruz, Ana',
  employeeNumber: 'E-0007',
};
const ben = {
  id: '7c2f4b0e-8d4c-4c8e-9a55-3f2f1c0a9d12',
  label: 'Reyes, Ben',
  employeeNumber: 'E-0008',
};
const setup = () => {
  const searchRecords = vi.fn(async () => [ana, ben]);
  const form = renderRecordForm({
    properties: { manager: { $ref: '#/$defs/employeeRef', title: 'Manager' } },
    uiSchema: { manager: { 'ui:widget': 'lookup', 'ui:options': { formId: 'ers-employee' } } },
    context: testContext({ searchRecords }),
  });
  return { form, searchRecords, input: screen.getByRole('combobox', { name: 'Manager' }) };
};

describe('lookup input', () => {
  it('searches the target form once typing pauses and stores the picked option', async () => {
    const { form, searchRecords, input } = setup();
    fireEvent.change(input, { target: { value: 'c' } });
    fireEvent.change(input, { target: { value: 'cru' } });
    await screen.findByRole('option', { name: 'Cruz, Ana (E-0007)' });
    expect(searchRecords).toHaveBeenCalledTimes(1);
    expect(searchRecords).toHaveBeenCalledWith('ers-employee', 'cru');
    fireEvent.click(screen.getByRole('option', { name: 'Cruz, Ana (E-0007)' }));
    expect(form.data().manager).toEqual(ana);
    expect((input as HTMLInputElement).value).toBe('Cruz, Ana (E-0007)');
  });

  it('works from the keyboard and can be cleared', async () => {
    const { form, input } = setup();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await screen.findByRole('option', { name: /Reyes/ });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Reyes/ }).id,
    );
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(form.data().manager).toEqual(ben);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Manager' }));
    await waitFor(() => expect(form.data().manager).toBeUndefined());
  });
});
