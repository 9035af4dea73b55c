import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRecordForm } from './render-record-form';

const properties = {
  lines: {
    type: 'array',
    title: 'Lines',
    items: {
      type: 'object',
      required: ['item'],
      properties: {
        item: { type: 'string', title: 'Item' },
        amount: { $ref: '#/$defs/money', title: 'Amount' },
        paid: { type: 'boolean', title: 'Paid' },
      },
    },
  },
};
const uiSchema = { lines: { 'ui:field': 'table' } };
const rowsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ item: `Item ${i + 1}`, amount: 100, paid: false }));

describe('table field', () => {
  it('adds and removes rows, with compact inputs of each kind', async () => {
    const form = renderRecordForm({ properties, uiSchema, formData: { lines: rowsOf(2) } });
    const table = screen.getByRole('table', { name: 'Lines' });
    expect(within(table).getByLabelText<HTMLInputElement>('Amount, row 2').value).toBe('1.00');
    expect(within(table).getByLabelText('Paid, row 1')).toHaveProperty('type', 'checkbox');

    fireEvent.click(screen.getByRole('button', { name: '+ Add row' }));
    await waitFor(() => expect(form.data().lines).toHaveLength(3));
    fireEvent.change(await screen.findByLabelText('Item, row 3'), { target: { value: 'New' } });
    expect((form.data().lines as unknown[])[2]).toMatchObject({ item: 'New' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    await waitFor(() => expect(form.data().lines).toHaveLength(2));
    expect((form.data().lines as { item: string }[]).map((row) => row.item)).toEqual([
      'Item 2',
      'New',
    ]);
  });

  it('sums money columns exactly', () => {
    renderRecordForm({
      properties,
      uiSchema,
      formData: {
        lines: [
          { item: 'a', amount: 10 },
          { item: 'b', amount: 20 },
        ],
      },
    });
    expect(screen.getByLabelText('Amount total').textContent).toBe('₱0.30');
  });

  it('shows each cell its own errors', () => {
    renderRecordForm({
      properties,
      uiSchema,
      formData: { lines: rowsOf(2) },
      extraErrors: {
        lines: { 1: { item: { __errors: ['must NOT have fewer than 1 characters'] } } },
      },
    });
    const cell = screen.getByLabelText('Item, row 2');
    expect(cell.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(cell.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This field is required.',
    );
    expect(screen.getByLabelText('Item, row 1').getAttribute('aria-invalid')).toBeNull();
  });

  describe('with 500 rows', () => {
    // jsdom lays nothing out: give the scrolling box and each row a size so the virtualizer has
    // a window to fill.
    beforeEach(() => {
      Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
        configurable: true,
        get: () => 480,
      });
      Object.defineProperty(HTMLTableRowElement.prototype, 'offsetHeight', {
        configurable: true,
        get: () => 48,
      });
    });
    afterEach(() => {
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
      delete (HTMLTableRowElement.prototype as { offsetHeight?: number }).offsetHeight;
    });

    it('edits one row without rendering all of them', async () => {
      const form = renderRecordForm({ properties, uiSchema, formData: { lines: rowsOf(500) } });
      expect(screen.getByText('500 rows')).toBeTruthy();
      const rendered = screen.getAllByRole('row').length;
      expect(rendered).toBeLessThan(50);

      const started = performance.now();
      fireEvent.change(screen.getByLabelText('Amount, row 1'), { target: { value: '1,234.56' } });
      fireEvent.change(screen.getByLabelText('Item, row 2'), { target: { value: 'Changed' } });
      const lines = form.data().lines as { item: string; amount: number }[];
      expect(performance.now() - started).toBeLessThan(1500);
      expect(lines).toHaveLength(500);
      expect(lines[0]?.amount).toBe(123456);
      expect(lines[1]?.item).toBe('Changed');
      expect(lines[499]).toEqual({ item: 'Item 500', amount: 100, paid: false });
    });
  });
});
