import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { DataTable, type DataColumn } from '../../../../src/client/components/data-table';

interface Person {
  id: string;
  name: string;
  days: number;
}

const PEOPLE: Person[] = [
  { id: 'p1', name: 'Reyes, Ana', days: 12 },
  { id: 'p2', name: 'Cruz, Ben', days: 3 },
  { id: 'p3', name: 'Bautista, Carla', days: 7 },
];

const COLUMNS: DataColumn<Person>[] = [
  { id: 'name', header: 'Name', value: (person) => person.name, sortable: true },
  { id: 'days', header: 'Days', value: (person) => person.days, numeric: true, sortable: true },
];

function draw(ui: React.ReactNode) {
  return render(
    <AppProviders>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** The first cell of each body row, top to bottom. */
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  test('draws the columns and rows it is given, under its label', () => {
    draw(<DataTable ariaLabel="People" rows={PEOPLE} columns={COLUMNS} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Days']);
    expect(names()).toEqual(['Reyes, Ana', 'Cruz, Ben', 'Bautista, Carla']);
  });

  test('sorts by a column when its header is pressed, and says so with aria-sort', () => {
    draw(<DataTable ariaLabel="People" rows={PEOPLE} columns={COLUMNS} rowKey={(p) => p.id} />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader.getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Bautista, Carla', 'Cruz, Ben', 'Reyes, Ana']);

    fireEvent.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Reyes, Ana', 'Cruz, Ben', 'Bautista, Carla']);

    const daysHeader = screen.getByRole('columnheader', { name: 'Days' });
    fireEvent.click(within(daysHeader).getByRole('button', { name: 'Days' }));
    expect(daysHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(nameHeader.getAttribute('aria-sort')).toBeNull();
  });

  test('starts sorted when asked, and leaves unsortable columns as plain headers', () => {
    const columns: DataColumn<Person>[] = [
      { id: 'name', header: 'Name', value: (person) => person.name },
      { id: 'days', header: 'Days', value: (person) => person.days, sortable: true },
    ];
    draw(
      <DataTable
        rows={PEOPLE}
        columns={columns}
        rowKey={(p) => p.id}
        initialSort={{ id: 'days', desc: true }}
      />,
    );
    expect(names()).toEqual(['Reyes, Ana', 'Bautista, Carla', 'Cruz, Ben']);
    expect(screen.getByRole('columnheader', { name: /Days/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.queryByRole('button', { name: 'Name' })).toBeNull();
  });

  test('shows its empty state without rows, and a skeleton while loading', () => {
    const empty = {
      icon: 'list',
      title: 'Nobody yet',
      description: 'People appear here.',
    } as const;
    const { rerender } = draw(
      <DataTable rows={[]} columns={COLUMNS} rowKey={(p) => p.id} empty={empty} />,
    );
    expect(screen.getByText('Nobody yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    rerender(
      <AppProviders>
        <MemoryRouter>
          <DataTable rows={[]} columns={COLUMNS} rowKey={(p) => p.id} empty={empty} loading />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('Nobody yet')).toBeNull();
  });

  test('selects rows one by one and all shown at once from the header', () => {
    const changes: string[][] = [];
    function Selectable() {
      const [selected, setSelected] = useState<Set<string>>(new Set(['elsewhere']));
      return (
        <DataTable
          rows={PEOPLE}
          columns={COLUMNS}
          rowKey={(p) => p.id}
          selected={selected}
          onSelectionChange={(next) => {
            changes.push([...next].sort());
            setSelected(next);
          }}
          selectLabel={(person) => `Select ${person.name}`}
          selectAllLabel="Select all on this page"
        />
      );
    }
    draw(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    const ana = screen.getByRole('checkbox', { name: 'Select Reyes, Ana' });

    fireEvent.click(ana);
    expect((ana as HTMLInputElement).checked).toBe(true);
    expect((all as HTMLInputElement).checked).toBe(false);
    expect((all as HTMLInputElement).indeterminate).toBe(true);

    fireEvent.click(all);
    expect((all as HTMLInputElement).checked).toBe(true);
    expect(changes.at(-1)).toEqual(['elsewhere', 'p1', 'p2', 'p3']);

    fireEvent.click(all);
    expect(
      (screen.getByRole('checkbox', { name: 'Select Cruz, Ben' }) as HTMLInputElement).checked,
    ).toBe(false);
    // Rows not shown keep their selection.
    expect(changes.at(-1)).toEqual(['elsewhere']);
  });

  test('opens a row on click without the checkbox opening it', () => {
    const onRowClick = vi.fn();
    draw(
      <DataTable
        rows={PEOPLE}
        columns={COLUMNS}
        rowKey={(p) => p.id}
        onRowClick={onRowClick}
        selected={new Set()}
        onSelectionChange={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('cell', { name: 'Cruz, Ben' }));
    expect(onRowClick).toHaveBeenCalledWith(PEOPLE[1]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select p1' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });
});
