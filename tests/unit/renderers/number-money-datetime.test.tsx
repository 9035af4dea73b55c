import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRecordForm } from './render-record-form';

const properties = {
  count: { type: 'integer', title: 'Count' },
  rate: { type: 'number', title: 'Rate' },
  amount: { $ref: '#/$defs/money', title: 'Amount' },
  startsAt: { type: 'string', format: 'date-time', title: 'Starts at' },
};
const uiSchema = {
  count: { 'ui:widget': 'number' },
  rate: { 'ui:widget': 'number' },
  amount: { 'ui:widget': 'money' },
  startsAt: { 'ui:widget': 'datetime' },
};

/** Whether the input let the key through (fireEvent answers false when it was prevented). */
const accepts = (input: HTMLElement, key: string) => fireEvent.keyDown(input, { key });

describe('number input', () => {
  it.each(['e', 'E', '+', '-', '`', '_', 'a', 'Z'])('blocks %j', (key) => {
    renderRecordForm({ properties, uiSchema });
    expect(accepts(screen.getByLabelText('Count'), key)).toBe(false);
    expect(accepts(screen.getByLabelText('Amount'), key)).toBe(false);
  });

  it('lets digits, editing keys and shortcuts through', () => {
    renderRecordForm({ properties, uiSchema });
    const count = screen.getByLabelText('Count');
    for (const key of ['7', 'Backspace', 'ArrowLeft', 'Tab'])
      expect(accepts(count, key)).toBe(true);
    expect(fireEvent.keyDown(count, { key: 'a', ctrlKey: true })).toBe(true);
  });

  it('stores JSON numbers: an integer field refuses a decimal point', () => {
    const form = renderRecordForm({ properties, uiSchema });
    expect(accepts(screen.getByLabelText('Count'), '.')).toBe(false);
    fireEvent.change(screen.getByLabelText('Count'), { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText('Rate'), { target: { value: '2.5' } });
    expect(form.data()).toMatchObject({ count: 42, rate: 2.5 });
  });
});

describe('money input', () => {
  it.each([
    ['1,234.56', 123456],
    ['0.1', 10],
    ['19.99', 1999],
    ['1234', 123400],
  ])('reads %j as %i centavos', (text, centavos) => {
    const form = renderRecordForm({ properties, uiSchema });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: text } });
    expect(form.data().amount).toBe(centavos);
  });

  it('refuses a third decimal and a second point', () => {
    const form = renderRecordForm({ properties, uiSchema });
    const amount = screen.getByLabelText<HTMLInputElement>('Amount');
    fireEvent.change(amount, { target: { value: '19.99' } });
    fireEvent.change(amount, { target: { value: '19.991' } });
    expect(amount.value).toBe('19.99');
    expect(form.data().amount).toBe(1999);
    expect(accepts(amount, '.')).toBe(false);
  });

  it('shows stored centavos as pesos and tidies the text on blur', () => {
    renderRecordForm({ properties, uiSchema, formData: { amount: 123456 } });
    const amount = screen.getByLabelText<HTMLInputElement>('Amount');
    expect(amount.value).toBe('1,234.56');
    fireEvent.change(amount, { target: { value: '5.5' } });
    fireEvent.blur(amount);
    expect(amount.value).toBe('5.50');
  });
});

describe('datetime input', () => {
  it('shows a UTC instant in Asia/Taipei and stores Taipei wall time back as UTC', () => {
    const form = renderRecordForm({
      properties,
      uiSchema,
      formData: { startsAt: '2026-11-21T01:30:00.000Z' },
    });
    const input = screen.getByLabelText<HTMLInputElement>('Starts at');
    expect(input.value).toBe('2026-11-21T09:30');
    fireEvent.change(input, { target: { value: '2026-11-22T08:00' } });
    expect(form.data().startsAt).toBe('2026-11-22T00:00:00.000Z');
  });
});
