import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cells } from '../../../renderers/cells/cell-registry';
import { RecordDetails } from '../../../renderers/record-details';
import { describeField } from '../../../src/shared/forms/fields';
import { withChakra } from './render-record-form';

const contract = { id: 'f-1', name: 'contract.pdf', size: 2048, type: 'application/pdf' };

describe('list cells', () => {
  it('shows booleans as badges and money as pesos', () => {
    const paid = describeField('paid', { type: 'boolean' }, undefined);
    const amount = describeField('amount', { $ref: '#/$defs/money' }, undefined);
    render(
      withChakra(
        <>
          {[
            <cells.boolean key="b" value field={paid} />,
            <cells.money key="m" value={123456} field={amount} />,
          ]}
        </>,
      ),
    );
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getByText('₱1,234.56')).toBeTruthy();
  });

  it('opens files through the callback it is given', () => {
    const openFile = vi.fn();
    const field = describeField('contract', { $ref: '#/$defs/attachment' }, undefined);
    render(withChakra(<cells.file value={contract} field={field} openFile={openFile} />));
    fireEvent.click(screen.getByRole('button', { name: 'contract.pdf' }));
    expect(openFile).toHaveBeenCalledWith(contract);
  });
});

describe('record details', () => {
  it('lists every field read-only, with child tables and rich text', () => {
    const definition = {
      schema: {
        type: 'object' as const,
        additionalProperties: false as const,
        properties: {
          name: { type: 'string', title: 'Name' },
          salary: { $ref: '#/$defs/money', title: 'Salary' },
          summary: { $ref: '#/$defs/richText', title: 'Summary' },
          contract: { $ref: '#/$defs/attachment', title: 'Contract' },
          lines: {
            type: 'array',
            title: 'Lines',
            items: {
              type: 'object',
              properties: {
                item: { type: 'string', title: 'Item' },
                amount: { $ref: '#/$defs/money', title: 'Amount' },
              },
            },
          },
        },
      },
      uiSchema: { lines: { 'ui:field': 'table' } },
    };
    const openFile = vi.fn();
    render(
      withChakra(
        <RecordDetails
          definition={definition}
          openFile={openFile}
          data={{
            name: 'Ana',
            salary: 5000000,
            summary: [
              { type: 'paragraph', children: [{ text: 'Strong ' }, { text: 'lead', bold: true }] },
            ],
            contract,
            lines: [{ item: 'Laptop', amount: 4500000 }],
          }}
        />,
      ),
    );
    expect(screen.getByText('Ana')).toBeTruthy();
    expect(screen.getByText('₱50,000.00')).toBeTruthy();
    expect(
      screen.getByText('lead').style.fontWeight === 'bold' || screen.getByText('lead').className,
    ).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeTruthy();
    expect(screen.getByText('₱45,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'contract.pdf' }));
    expect(openFile).toHaveBeenCalledWith(contract);
  });
});
