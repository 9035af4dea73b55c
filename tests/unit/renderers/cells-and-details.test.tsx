import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import address from '../../../schemas/_defs/address.json';
import { cells } from '../../../renderers/cells/cell-registry';
import { RecordDetails } from '../../../renderers/record-details';
import { describeField, fieldsOf } from '../../../src/shared/forms/fields';
import { FRAGMENT_DEFS, withChakra } from './render-record-form';

const contract = { id: 'f-1', name: 'contract.pdf', size: 2048, type: 'application/pdf' };

/**
 * One field per construct the engine leaves to its generic fallback (plus a nested group), as
 * the server bundles the definition: fragments and local definitions in `$defs`/`definitions`.
 */
const generic = {
  schema: {
    type: 'object' as const,
    additionalProperties: false as const,
    $defs: {
      ...FRAGMENT_DEFS,
      address,
      level: { type: 'integer', enum: [1, 2, 3], enumNames: ['Junior', 'Mid', 'Senior'] },
    },
    definitions: {
      unit: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Unit' },
          units: { type: 'array', title: 'Sub-units', items: { $ref: '#/definitions/unit' } },
        },
      },
    },
    properties: {
      home: { $ref: '#/$defs/address', title: 'Home address' },
      skills: { type: 'array', title: 'Skills', items: { type: 'string' } },
      shift: {
        type: 'array',
        title: 'Shift',
        items: [{ type: 'string' }, { $ref: '#/$defs/money' }],
        additionalItems: { type: 'boolean' },
      },
      employment: {
        type: 'string',
        title: 'Employment',
        oneOf: [
          { const: 'ft', title: 'Full time' },
          { const: 'pt', title: 'Part time' },
        ],
      },
      level: { $ref: '#/$defs/level', title: 'Level' },
      payout: {
        type: 'object',
        title: 'Payout',
        oneOf: [
          {
            properties: {
              method: { const: 'bank', title: 'Method' },
              amount: { $ref: '#/$defs/money', title: 'Amount' },
            },
          },
          {
            properties: {
              method: { const: 'leave', title: 'Method' },
              amount: { type: 'integer', title: 'Days' },
            },
          },
        ],
      },
      vehicle: {
        type: 'object',
        title: 'Vehicle',
        properties: { hasCar: { type: 'boolean', title: 'Has a car' } },
        if: { properties: { hasCar: { const: true } } },
        then: { properties: { plate: { type: 'string', title: 'Plate number' } } },
      },
      allowances: {
        type: 'object',
        title: 'Allowances',
        additionalProperties: { $ref: '#/$defs/money' },
      },
      org: { anyOf: [{ $ref: '#/definitions/unit' }, { type: 'null' }], title: 'Organisation' },
      posting: {
        title: 'Posting',
        anyOf: [
          { type: 'null' },
          {
            type: 'object',
            properties: {
              site: { $ref: '#/$defs/recordRef', title: 'Site' },
              since: { type: 'string', format: 'date', title: 'Since' },
              contract: { $ref: '#/$defs/attachment', title: 'Contract' },
            },
          },
        ],
      },
      onCall: { anyOf: [{ type: 'boolean' }, { type: 'null' }], title: 'On call' },
      notes: { type: 'array', title: 'Notes', items: { type: ['string', 'null'] } },
    },
  },
};

const genericData: Record<string, unknown> = {
  home: { line1: '1 Rizal St', line2: '', city: 'Makati' },
  skills: ['Excel', 'Word'],
  shift: ['Night', 12050, true],
  employment: 'pt',
  level: 2,
  payout: { method: 'leave', amount: 3 },
  vehicle: { hasCar: true, plate: 'ABC 1234' },
  allowances: { rice: 150000, transport: 0 },
  org: {
    name: 'Company',
    units: [
      { name: 'Finance', units: [{ name: 'Payroll', units: [{ name: 'Hidden' }] }] },
      { name: 'Sales' },
    ],
  },
  posting: { site: { id: 's-1', label: 'Head office' }, since: '2026-11-21', contract },
  onCall: true,
  notes: [null, 'Night shift'],
};

const genericFields = new Map(fieldsOf(generic).map((field) => [field.name, field]));

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

  it.each([
    ['home', 'Address line 1: 1 Rizal St; City / municipality: Makati'],
    ['skills', 'Excel, Word'],
    ['shift', 'Night, ₱120.50, Yes'],
    ['employment', 'Part time'],
    ['level', 'Mid'],
    ['payout', 'Method: leave; Days: 3'],
    ['vehicle', 'Has a car: Yes; Plate number: ABC 1234'],
    ['allowances', 'rice: ₱1,500.00; transport: ₱0.00'],
    [
      'org',
      'Unit: Company; Sub-units: (Unit: Finance; Sub-units: (Unit: Payroll; Sub-units: …)), (Unit: Sales)',
    ],
    ['posting', 'Site: Head office; Since: Nov 21, 2026; Contract: contract.pdf'],
    ['onCall', 'Yes'],
    ['notes', 'Night shift'],
  ])('shows the %s field as one line of text', (name, expected) => {
    const field = genericFields.get(name)!;
    const Cell = cells[field.kind];
    const { container } = render(withChakra(<Cell value={genericData[name]} field={field} />));
    expect(container.textContent).toBe(expected);
  });

  it('shows a generic boolean as the boolean badge', () => {
    const field = genericFields.get('onCall')!;
    expect(field.kind).toBe('generic');
    render(withChakra(<cells.generic value field={field} />));
    expect(screen.getByText('Yes').className).toContain('badge');
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

describe('record details of nested and generic values', () => {
  const openFile = vi.fn();
  const renderDetails = () =>
    render(
      withChakra(<RecordDetails definition={generic} data={genericData} openFile={openFile} />),
    );
  /** The value element of a top-level field, by its title. */
  const valueOf = (title: string) => screen.getByText(title).nextElementSibling as HTMLElement;
  /** The label/value rows of the first label/value list in `element`, as a person reads them. */
  const rows = (element: HTMLElement) =>
    [...element.querySelectorAll('dl')[0]!.querySelectorAll(':scope > div > dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
  const items = (element: HTMLElement) =>
    within(element)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('shows a nested group as a label/value list by property titles', () => {
    renderDetails();
    expect(rows(valueOf('Home address'))).toEqual([
      ['Address line 1', '1 Rizal St'],
      ['City / municipality', 'Makati'],
    ]);
  });

  it('shows arrays of scalars and tuples item by item', () => {
    renderDetails();
    expect(items(valueOf('Skills'))).toEqual(['Excel', 'Word']);
    expect(items(valueOf('Shift'))).toEqual(['Night', '₱120.50', 'Yes']);
    expect(items(valueOf('Notes'))).toEqual(['Night shift']);
  });

  it('shows choices by their titles', () => {
    renderDetails();
    expect(valueOf('Employment').textContent).toBe('Part time');
    expect(valueOf('Level').textContent).toBe('Mid');
  });

  it('shows an alternative by the branch the value fits, and if/then properties', () => {
    renderDetails();
    expect(rows(valueOf('Payout'))).toEqual([
      ['Method', 'leave'],
      ['Days', '3'],
    ]);
    expect(rows(valueOf('Vehicle'))).toEqual([
      ['Has a car', 'Yes'],
      ['Plate number', 'ABC 1234'],
    ]);
  });

  it('shows a map as key/value rows', () => {
    renderDetails();
    expect(rows(valueOf('Allowances'))).toEqual([
      ['rice', '₱1,500.00'],
      ['transport', '₱0.00'],
    ]);
  });

  it('shows a recursive tree as nested lists to a bounded depth', () => {
    renderDetails();
    const org = valueOf('Organisation');
    expect(rows(org)).toEqual([
      ['Unit', 'Company'],
      ['Sub-units', 'UnitFinanceSub-unitsUnitPayrollSub-units…UnitSales'],
    ]);
    expect(within(org).getAllByRole('list')).toHaveLength(2);
    expect(within(org).getByText('…')).toBeTruthy();
    expect(within(org).queryByText('Hidden')).toBeNull();
  });

  it('shows engine kinds inside by their cells, files openable', () => {
    renderDetails();
    const posting = valueOf('Posting');
    expect(rows(posting)).toEqual([
      ['Site', 'Head office'],
      ['Since', 'Nov 21, 2026'],
      ['Contract', 'contract.pdf'],
    ]);
    fireEvent.click(within(posting).getByRole('button', { name: 'contract.pdf' }));
    expect(openFile).toHaveBeenCalledWith(contract);
    expect(within(valueOf('On call')).getByText('Yes').className).toContain('badge');
  });
});
