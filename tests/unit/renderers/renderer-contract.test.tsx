import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { recordTheme } from '../../../renderers/theme';
import { recordWidgets } from '../../../renderers/widgets/widget-registry';
import {
  bundleTestDefinition,
  recordValidator,
  renderDefinition,
  renderRecordForm,
  testContext,
  type DefinitionSetup,
} from './render-record-form';

/* ------------------------------------------------------------------------------------------ */
/* What a person does                                                                          */
/* ------------------------------------------------------------------------------------------ */

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

/** Picks an option of a native select by the words it shows. */
function choose(select: HTMLElement, optionName: string) {
  const option = within(select).getByRole<HTMLOptionElement>('option', { name: optionName });
  fireEvent.change(select, { target: { value: option.value } });
}

const click = (element: HTMLElement) => fireEvent.click(element);

const button = (name: string | RegExp, index = 0) =>
  screen.getAllByRole('button', { name })[index] as HTMLElement;

/* ------------------------------------------------------------------------------------------ */
/* The contract every widget and field of the theme keeps                                      */
/* ------------------------------------------------------------------------------------------ */

const LABEL = 'Field';

interface ContractFixture {
  /** The field's schema (the fragments are in `$defs`). */
  schema: Record<string, unknown>;
  value: unknown;
  /** The labelled control (default: found by the label). */
  control?: () => HTMLElement | Promise<HTMLElement>;
  /** Asserts the control shows `value`. */
  shows: (control: HTMLElement) => void;
  /** Changes the value as a person would; undefined when jsdom cannot (rich text: Slate). */
  change?: (control: HTMLElement) => unknown;
  changed?: unknown;
  /** For fields: the uiSchema naming them (default `ui:widget`). */
  ui?: Record<string, unknown>;
}

const inputValue = (value: string) => (control: HTMLElement) =>
  expect((control as HTMLInputElement).value).toBe(value);

const text: ContractFixture = {
  schema: { type: 'string' },
  value: 'Ana',
  shows: inputValue('Ana'),
  change: (control) => type(control, 'Ben'),
  changed: 'Ben',
};
const textarea: ContractFixture = { ...text };
const number: ContractFixture = {
  schema: { type: 'integer' },
  value: 12,
  shows: inputValue('12'),
  change: (control) => type(control, '7'),
  changed: 7,
};
const money: ContractFixture = {
  schema: { $ref: '#/$defs/money' },
  value: 123456,
  shows: inputValue('1,234.56'),
  change: (control) => type(control, '5.5'),
  changed: 550,
};
const date: ContractFixture = {
  schema: { type: 'string', format: 'date' },
  value: '2024-02-29',
  shows: inputValue('2024-02-29'),
  change: (control) => type(control, '2024-03-01'),
  changed: '2024-03-01',
};
const datetime: ContractFixture = {
  schema: { type: 'string', format: 'date-time' },
  value: '2024-01-01T00:00:00.000Z',
  shows: inputValue('2024-01-01T08:00'),
  change: (control) => type(control, '2024-01-02T09:30'),
  changed: '2024-01-02T01:30:00.000Z',
};
const choiceSchema = { type: 'string', enum: ['Active', 'Inactive'] };
const select: ContractFixture = {
  schema: choiceSchema,
  value: 'Active',
  shows: (control) =>
    expect((control as HTMLSelectElement).selectedOptions[0]?.text).toBe('Active'),
  change: (control) => choose(control, 'Inactive'),
  changed: 'Inactive',
};
const radio: ContractFixture = {
  schema: choiceSchema,
  value: 'Active',
  control: () => screen.getByRole('radiogroup', { name: LABEL }),
  shows: (control) =>
    expect(within(control).getByRole<HTMLInputElement>('radio', { name: 'Active' }).checked).toBe(
      true,
    ),
  change: (control) => click(within(control).getByRole('radio', { name: 'Inactive' })),
  changed: 'Inactive',
};
const checkboxes: ContractFixture = {
  schema: { type: 'array', items: { type: 'string', enum: ['Excel', 'Word'] }, uniqueItems: true },
  value: ['Word'],
  control: () => screen.getByRole('group', { name: LABEL }),
  shows: (control) =>
    expect(within(control).getByRole<HTMLInputElement>('checkbox', { name: 'Word' }).checked).toBe(
      true,
    ),
  change: (control) => click(within(control).getByRole('checkbox', { name: 'Excel' })),
  changed: ['Excel', 'Word'],
};
const checkbox: ContractFixture = {
  schema: { type: 'boolean' },
  value: true,
  shows: (control) => expect((control as HTMLInputElement).checked).toBe(true),
  change: (control) => click(control),
  changed: false,
};
const storedFile = { id: 'f-9', name: 'scan.pdf', size: 3, type: 'application/pdf' };
const pickFile = (control: HTMLElement) =>
  fireEvent.change(control, {
    target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
  });
const uploaded = { id: 'f-1', name: 'notes.txt', size: 5, type: 'text/plain' };
/** An attachment the server would accept (its id is a uuid). */
const attachmentContext = () =>
  testContext({
    uploadFile: async (picked: File) => ({ ...uploaded, id: UPLOADED_ID, size: picked.size }),
  });
const UPLOADED_ID = '0b7f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
const file: ContractFixture = {
  schema: { $ref: '#/$defs/attachment' },
  value: storedFile,
  shows: () => expect(screen.getByRole('button', { name: 'scan.pdf' })).toBeTruthy(),
  change: pickFile,
  changed: uploaded,
};
const files: ContractFixture = {
  schema: { $ref: '#/$defs/attachments' },
  value: [storedFile],
  shows: file.shows,
  change: pickFile,
  changed: [storedFile, uploaded],
};
const photo: ContractFixture = {
  schema: { $ref: '#/$defs/photo' },
  value: { id: 'f-7', name: 'face.png', size: 4, type: 'image/png' },
  // Without an image source (the test context has none) the picture is a placeholder disc.
  shows: () => expect(screen.getByRole('img', { name: `${LABEL}: face.png` })).toBeTruthy(),
  change: (control) =>
    fireEvent.change(control, {
      target: { files: [new File(['gif'], 'smile.gif', { type: 'image/gif' })] },
    }),
  changed: { id: 'f-1', name: 'smile.gif', size: 3, type: 'image/gif' },
};
const lookup: ContractFixture = {
  schema: { $ref: '#/$defs/recordRef' },
  value: { id: '6b1f4b0e-8d4c-4c8e-9a55-3f2f1c0a9d11', label: 'Cruz, Ana' },
  control: () => screen.getByRole('combobox', { name: LABEL }),
  shows: inputValue('Cruz, Ana'),
  change: () => click(screen.getByRole('button', { name: `Clear ${LABEL}` })),
  changed: undefined,
};
const richtext: ContractFixture = {
  schema: { $ref: '#/$defs/richText' },
  value: [{ type: 'paragraph', children: [{ text: 'Hello' }] }],
  // The editor is its own lazy chunk: give it time on a busy machine.
  control: () => screen.findByLabelText(LABEL, undefined, { timeout: 10_000 }),
  shows: (control) => expect(control.textContent).toBe('Hello'),
};
const table: ContractFixture = {
  schema: {
    type: 'array',
    items: { type: 'object', properties: { item: { type: 'string', title: 'Item' } } },
  },
  ui: { 'ui:field': 'table' },
  value: [{ item: 'Pen' }],
  control: () => screen.getByRole('table', { name: LABEL }),
  shows: (control) => inputValue('Pen')(within(control).getByLabelText('Item, row 1')),
  change: (control) => type(within(control).getByLabelText('Item, row 1'), 'Ink'),
  changed: [{ item: 'Ink' }],
};
const objectField: ContractFixture = {
  schema: { type: 'object', properties: { street: { type: 'string', title: 'Street' } } },
  ui: {},
  value: { street: 'Rizal' },
  control: () => screen.getByRole('group', { name: LABEL }),
  shows: (control) => inputValue('Rizal')(within(control).getByLabelText('Street')),
  change: (control) => type(within(control).getByLabelText('Street'), 'Mabini'),
  changed: { street: 'Mabini' },
};

const untypedChoice: ContractFixture = {
  schema: {
    anyOf: [
      { const: true, title: 'Yes' },
      { const: false, title: 'No' },
    ],
  },
  ui: {},
  value: true,
  shows: (control) => expect((control as HTMLSelectElement).selectedOptions[0]?.text).toBe('Yes'),
  change: (control) => choose(control, 'No'),
  changed: false,
};

/** Every registered widget and field, by name: a new one fails here until it has a fixture. */
const CONTRACT: Record<string, ContractFixture> = {
  text,
  TextWidget: text,
  textarea: { ...textarea },
  TextareaWidget: textarea,
  number,
  money,
  date,
  DateWidget: date,
  AltDateWidget: date,
  datetime,
  DateTimeWidget: datetime,
  AltDateTimeWidget: datetime,
  enum: select,
  select,
  SelectWidget: select,
  radio,
  RadioWidget: radio,
  multiselect: checkboxes,
  CheckboxesWidget: checkboxes,
  boolean: checkbox,
  CheckboxWidget: checkbox,
  switch: checkbox,
  file,
  FileWidget: file,
  files,
  photo,
  lookup,
  richtext,
  table,
  ObjectField: objectField,
  FallbackField: untypedChoice,
};

/** A control, or the group it is, that a person cannot change. */
function locked(element: HTMLElement): boolean {
  const controls = element.matches('input, select, textarea, [contenteditable]')
    ? [element]
    : Array.from(element.querySelectorAll<HTMLElement>('input, select, textarea'));
  return controls.every(
    (control) =>
      (control as HTMLInputElement).disabled ||
      (control as HTMLInputElement).readOnly ||
      control.getAttribute('contenteditable') === 'false' ||
      control.closest('[aria-readonly="true"], [aria-disabled="true"], [data-readonly]') !== null,
  );
}

/**
 * Whether the control (or the group around it) is invalid or described by the message; a group
 * of fields (an object) shows its own message within the field instead.
 */
function marked(control: HTMLElement, message: string): boolean {
  if (control.closest('[aria-invalid="true"]') ?? control.querySelector('[aria-invalid="true"]')) {
    return true;
  }
  const describedBy = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  if (describedBy.some((id) => document.getElementById(id)?.textContent?.includes(message))) {
    return true;
  }
  return (
    control.matches('fieldset') && Boolean(control.parentElement?.textContent?.includes(message))
  );
}

interface ContractOptions {
  ui?: Record<string, unknown>;
  required?: boolean;
  extraErrors?: Record<string, unknown>;
}

/** One field named `Field`, drawn by the widget (or field) under test. */
function renderContract(name: string, fixture: ContractFixture, options: ContractOptions = {}) {
  return renderRecordForm({
    properties: { field: { title: LABEL, ...fixture.schema } },
    uiSchema: { field: { ...(fixture.ui ?? { 'ui:widget': name }), ...options.ui } },
    formData: { field: fixture.value },
    required: options.required ? ['field'] : [],
    extraErrors: options.extraErrors,
  });
}

const controlOf = async (fixture: ContractFixture) =>
  (await fixture.control?.()) ?? screen.getByLabelText(LABEL);

const registered = [...Object.keys(recordWidgets), ...Object.keys(recordTheme.fields ?? {})];

describe('renderer contract', () => {
  it('has a fixture for every widget and field of the theme', () => {
    expect(registered.filter((name) => !CONTRACT[name])).toEqual([]);
  });

  describe.each(registered.filter((name) => CONTRACT[name]))('%s', (name) => {
    const fixture = CONTRACT[name] as ContractFixture;

    it('is labelled and shows the value it is given', async () => {
      renderContract(name, fixture);
      fixture.shows(await controlOf(fixture));
    });

    // Rich text cannot be typed into in jsdom (Slate needs real selections): every other widget.
    const change = fixture.change;
    if (change)
      it('changes the value to the right JSON type', async () => {
        const form = renderContract(name, fixture);
        await change(await controlOf(fixture));
        await waitFor(() => expect(form.data().field).toEqual(fixture.changed));
      });

    it('honours disabled and readonly', async () => {
      for (const flag of ['ui:disabled', 'ui:readonly']) {
        const view = renderContract(name, fixture, { ui: { [flag]: true } });
        expect(locked(view.container)).toBe(true);
        expect(screen.queryByRole('button', { name: /^(Remove|Clear|\+ Add)/ })).toBeNull();
        view.unmount();
      }
    });

    it('marks errors and the required marker', async () => {
      renderContract(name, fixture, {
        required: true,
        extraErrors: { field: { __errors: ['is wrong'] } },
      });
      const control = await controlOf(fixture);
      expect(marked(control, 'Is wrong.')).toBe(true);
      expect(document.querySelector(`[data-required], [aria-required="true"]`)).not.toBeNull();
      expect(screen.getAllByText('Is wrong.').length).toBeGreaterThan(0);
    });
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Drop-in schemas: whatever our kinds do not own falls through to RJSF's standard fields      */
/* ------------------------------------------------------------------------------------------ */

interface FallbackCase {
  name: string;
  definition: DefinitionSetup;
  fill: () => unknown;
  expected: Record<string, unknown>;
}

const label = (text: string | RegExp) => screen.getByLabelText(text);

const FALLBACK: FallbackCase[] = [
  {
    name: 'optional const choices (oneOf, anyOf, radios) start unchosen',
    definition: {
      schema: {
        properties: {
          name: { type: 'string', title: 'Name' },
          floor: {
            type: 'integer',
            title: 'Floor',
            oneOf: [
              { const: 2, title: 'Second floor' },
              { const: 3, title: 'Third floor' },
            ],
          },
          shift: {
            type: 'string',
            title: 'Shift',
            anyOf: [
              { const: 'am', title: 'Morning' },
              { const: 'pm', title: 'Afternoon' },
            ],
          },
        },
      },
      uiSchema: { shift: { 'ui:widget': 'radio' } },
    },
    fill: () => type(label('Name'), 'Ana'),
    expected: { name: 'Ana' },
  },
  {
    name: 'oneOf of {const, title} as a select of titles storing the const',
    definition: {
      schema: {
        properties: {
          size: {
            type: 'string',
            title: 'Size',
            oneOf: [
              { const: 's', title: 'Small' },
              { const: 'l', title: 'Large' },
            ],
          },
        },
      },
    },
    fill: () => choose(label('Size'), 'Large'),
    expected: { size: 'l' },
  },
  {
    name: 'oneOf of number consts as radios',
    definition: {
      schema: {
        properties: {
          level: {
            type: 'integer',
            title: 'Level',
            oneOf: [
              { const: 1, title: 'One' },
              { const: 2, title: 'Two' },
            ],
          },
        },
      },
      uiSchema: { level: { 'ui:widget': 'radio' } },
    },
    fill: () => click(screen.getByRole('radio', { name: 'Two' })),
    expected: { level: 2 },
  },
  {
    name: 'anyOf of boolean consts without a type',
    definition: {
      schema: {
        properties: {
          agree: {
            title: 'Agree',
            anyOf: [
              { const: true, title: 'Yes' },
              { const: false, title: 'No' },
            ],
          },
        },
      },
    },
    fill: () => choose(label('Agree'), 'No'),
    expected: { agree: false },
  },
  {
    name: 'oneOf of object consts',
    definition: {
      schema: {
        properties: {
          shift: {
            type: 'object',
            title: 'Shift',
            oneOf: [
              { const: { start: 8, end: 17 }, title: 'Day' },
              { const: { start: 22, end: 6 }, title: 'Night' },
            ],
          },
        },
      },
    },
    fill: () => choose(label('Shift'), 'Night'),
    expected: { shift: { start: 22, end: 6 } },
  },
  {
    name: 'number enum as a select storing numbers, with ui:enumNames',
    definition: {
      schema: { properties: { rating: { type: 'number', title: 'Rating', enum: [1, 2.5, 5] } } },
      uiSchema: { rating: { 'ui:enumNames': ['Poor', 'Fair', 'Great'] } },
    },
    fill: () => choose(label('Rating'), 'Fair'),
    expected: { rating: 2.5 },
  },
  {
    name: 'draft enumNames labels',
    definition: {
      schema: {
        properties: {
          grade: { type: 'string', title: 'Grade', enum: ['a', 'b'], enumNames: ['Alpha', 'Beta'] },
        },
      },
    },
    fill: () => choose(label('Grade'), 'Beta'),
    expected: { grade: 'b' },
  },
  {
    name: 'enum of objects shown as JSON',
    definition: {
      schema: { properties: { point: { title: 'Point', enum: [{ x: 1 }, { x: 2 }] } } },
    },
    fill: () => choose(label('Point'), '{"x":2}'),
    expected: { point: { x: 2 } },
  },
  {
    name: 'array of strings: add, remove, move',
    definition: {
      schema: { properties: { tags: { type: 'array', title: 'Tags', items: { type: 'string' } } } },
    },
    fill: async () => {
      click(button('Add'));
      click(button('Add'));
      type(await screen.findByLabelText('Tags-2'), 'second');
      type(label('Tags-1'), 'first');
      click(button('Move down', 0));
      click(button('Add'));
      click(button('Remove', 2));
    },
    expected: { tags: ['second', 'first'] },
  },
  {
    name: 'array of numbers not orderable',
    definition: {
      schema: {
        properties: { scores: { type: 'array', title: 'Scores', items: { type: 'number' } } },
      },
      uiSchema: { scores: { 'ui:options': { orderable: false } } },
      formData: { scores: [1] },
    },
    fill: async () => {
      expect(screen.queryByRole('button', { name: 'Move down' })).toBeNull();
      click(button('Add'));
      type(await screen.findByLabelText('Scores-2'), '2.5');
    },
    expected: { scores: [1, 2.5] },
  },
  {
    name: 'array neither addable nor removable',
    definition: {
      schema: {
        properties: { fixed: { type: 'array', title: 'Fixed', items: { type: 'string' } } },
      },
      uiSchema: { fixed: { 'ui:options': { addable: false, removable: false } } },
      formData: { fixed: ['a', 'b'] },
    },
    fill: () => {
      expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
      click(button('Move down'));
    },
    expected: { fixed: ['b', 'a'] },
  },
  {
    name: 'array of enum values as checkboxes',
    definition: {
      schema: {
        properties: {
          days: {
            type: 'array',
            title: 'Days',
            uniqueItems: true,
            items: { type: 'integer', enum: [1, 2, 3] },
          },
        },
      },
      uiSchema: { days: { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } } },
    },
    fill: () => {
      click(screen.getByRole('checkbox', { name: '3' }));
      click(screen.getByRole('checkbox', { name: '1' }));
    },
    expected: { days: [1, 3] },
  },
  {
    name: 'fixed tuple (prefixItems)',
    definition: {
      schema: {
        properties: {
          place: {
            type: 'array',
            title: 'Place',
            prefixItems: [
              { type: 'string', title: 'City' },
              { type: 'number', title: 'Latitude' },
            ],
            items: false,
          },
        },
      },
    },
    fill: () => {
      type(label('City'), 'Manila');
      type(label('Latitude'), '14.6');
    },
    expected: { place: ['Manila', 14.6] },
  },
  {
    name: 'open tuple (items + additionalItems)',
    definition: {
      schema: {
        $schema: 'https://json-schema.org/draft/2019-09/schema',
        properties: {
          entry: {
            type: 'array',
            title: 'Entry',
            items: [{ type: 'string', title: 'Code' }],
            additionalItems: { type: 'integer', title: 'Extra' },
          },
        },
      },
    },
    fill: async () => {
      type(label('Code'), 'A1');
      click(button('Add'));
      type(await screen.findByLabelText('Extra'), '4');
    },
    expected: { entry: ['A1', 4] },
  },
  {
    name: 'nested arrays',
    definition: {
      schema: {
        properties: {
          grid: {
            type: 'array',
            title: 'Grid',
            items: { type: 'array', items: { type: 'integer' } },
          },
        },
      },
    },
    fill: async () => {
      click(button('Add'));
      await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add' })).toHaveLength(2));
      click(button('Add', 0));
      type(await screen.findByLabelText('Grid-1-1'), '7');
    },
    expected: { grid: [[7]] },
  },
  {
    name: 'ui:widget textarea on an object renders its fields',
    definition: {
      schema: {
        properties: {
          home: {
            type: 'object',
            title: 'Home',
            properties: { street: { type: 'string', title: 'Street' } },
          },
        },
      },
      uiSchema: { home: { 'ui:widget': 'textarea' } },
    },
    fill: () => type(label('Street'), 'Rizal'),
    expected: { home: { street: 'Rizal' } },
  },
  {
    name: 'object defaults fill the fields',
    definition: {
      schema: {
        properties: {
          prefs: {
            type: 'object',
            title: 'Preferences',
            properties: { theme: { type: 'string', title: 'Theme' }, size: { type: 'integer' } },
            default: { theme: 'dark', size: 2 },
          },
        },
      },
    },
    fill: () => {
      expect((label('Theme') as HTMLInputElement).value).toBe('dark');
      type(label('Theme'), 'light');
    },
    expected: { prefs: { theme: 'light', size: 2 } },
  },
  {
    name: 'anyOf alternatives: a labelled selector, then the chosen one',
    definition: {
      schema: {
        properties: {
          contact: {
            title: 'Contact',
            anyOf: [
              { type: 'string', title: 'Email', format: 'email' },
              { type: 'string', title: 'Phone', pattern: '^[0-9]+$' },
            ],
          },
        },
      },
    },
    fill: async () => {
      choose(screen.getByRole('combobox', { name: 'Contact' }), 'Phone');
      type(await screen.findByLabelText('Phone'), '0917');
    },
    expected: { contact: '0917' },
  },
  {
    name: 'oneOf of objects',
    definition: {
      schema: {
        properties: {
          payment: {
            type: 'object',
            title: 'Payment',
            oneOf: [
              {
                title: 'Cash',
                properties: { amount: { type: 'number', title: 'Amount' } },
                required: ['amount'],
              },
              {
                title: 'Bank',
                properties: { account: { type: 'string', title: 'Account' } },
                required: ['account'],
              },
            ],
          },
        },
      },
    },
    fill: async () => {
      choose(screen.getByRole('combobox', { name: 'Payment' }), 'Bank');
      type(await screen.findByLabelText('Account'), '001-2');
    },
    expected: { payment: { account: '001-2' } },
  },
  {
    name: 'dependencies show the dependent question',
    definition: {
      schema: {
        properties: { card: { type: 'string', title: 'Card number' } },
        dependentSchemas: {
          card: { properties: { billing: { type: 'string', title: 'Billing address' } } },
        },
      },
    },
    fill: async () => {
      expect(screen.queryByLabelText('Billing address')).toBeNull();
      type(label('Card number'), '4111');
      type(await screen.findByLabelText('Billing address'), 'Makati');
    },
    expected: { card: '4111', billing: 'Makati' },
  },
  {
    name: 'if-then-else shows the question that applies',
    definition: {
      schema: {
        properties: { country: { type: 'string', title: 'Country', enum: ['PH', 'US'] } },
        if: { properties: { country: { const: 'US' } }, required: ['country'] },
        then: { properties: { zip: { type: 'string', title: 'ZIP' } } },
        else: { properties: { province: { type: 'string', title: 'Province' } } },
      },
    },
    fill: async () => {
      choose(label('Country'), 'US');
      type(await screen.findByLabelText('ZIP'), '10001');
    },
    expected: { country: 'US', zip: '10001' },
  },
  {
    name: 'additionalProperties map: add, rename the key, fill the value',
    definition: {
      schema: {
        properties: {
          allowances: {
            type: 'object',
            title: 'Allowances',
            additionalProperties: { type: 'number' },
          },
        },
      },
    },
    fill: async () => {
      click(button('Add'));
      const key = await screen.findByLabelText('newKey Key');
      type(key, 'meal');
      fireEvent.blur(key);
      type(await screen.findByLabelText('meal'), '150');
      expect(screen.getByRole('button', { name: 'Remove meal' })).toBeTruthy();
    },
    expected: { allowances: { meal: 150 } },
  },
  {
    name: 'recursive $ref tree, a few levels deep',
    definition: {
      schema: {
        properties: { tree: { $ref: '#/$defs/node', title: 'Tree' } },
        $defs: {
          node: {
            type: 'object',
            properties: {
              name: { type: 'string', title: 'Name' },
              children: { type: 'array', title: 'Children', items: { $ref: '#/$defs/node' } },
            },
          },
        },
      },
    },
    fill: async () => {
      type(screen.getAllByLabelText('Name')[0] as HTMLElement, 'Root');
      click(button('Add'));
      await waitFor(() => expect(screen.getAllByLabelText('Name')).toHaveLength(2));
      type(screen.getAllByLabelText('Name')[1] as HTMLElement, 'Child');
      // The child's own Add comes before its parent's in the page.
      click(button('Add', 0));
      await waitFor(() => expect(screen.getAllByLabelText('Name')).toHaveLength(3));
      type(screen.getAllByLabelText('Name')[2] as HTMLElement, 'Grandchild');
    },
    expected: {
      tree: { name: 'Root', children: [{ name: 'Child', children: [{ name: 'Grandchild' }] }] },
    },
  },
  {
    name: 'nullable string and integer',
    definition: {
      schema: {
        properties: {
          nickname: { type: ['string', 'null'], title: 'Nickname' },
          count: { type: ['integer', 'null'], title: 'Count' },
        },
      },
      formData: { nickname: 'Jo' },
    },
    fill: () => {
      type(label('Nickname'), '');
      type(label('Count'), '3');
    },
    expected: { count: 3 },
  },
  {
    name: "RJSF's string widgets and formats",
    definition: {
      schema: {
        properties: {
          secret: { type: 'string', title: 'Secret' },
          email: { type: 'string', format: 'email', title: 'Email' },
          site: { type: 'string', format: 'uri', title: 'Site' },
          colour: { type: 'string', format: 'color', title: 'Colour' },
          starts: { type: 'string', format: 'time', title: 'Starts' },
          notes: { type: 'string', title: 'Notes' },
          phone: { type: 'string', title: 'Phone' },
          token: { type: 'string', title: 'Token', default: 'abc' },
        },
      },
      uiSchema: {
        secret: { 'ui:widget': 'password' },
        colour: { 'ui:widget': 'color' },
        notes: { 'ui:widget': 'textarea', 'ui:options': { rows: 7 } },
        phone: { 'ui:options': { inputType: 'tel', placeholder: '0917…' } },
        token: { 'ui:widget': 'hidden' },
      },
    },
    fill: () => {
      expect(label('Secret')).toHaveProperty('type', 'password');
      expect(label('Email')).toHaveProperty('type', 'email');
      expect(label('Site')).toHaveProperty('type', 'url');
      expect(label('Colour')).toHaveProperty('type', 'color');
      expect(label('Starts')).toHaveProperty('type', 'time');
      expect(label('Notes')).toHaveProperty('rows', 7);
      expect(label('Phone')).toHaveProperty('type', 'tel');
      expect(label('Phone')).toHaveProperty('placeholder', '0917…');
      type(label('Secret'), 's3cret');
      type(label('Email'), 'ana@example.com');
      type(label('Site'), 'https://example.com');
      type(label('Colour'), '#ff0000');
      type(label('Starts'), '08:30');
      type(label('Notes'), 'Line');
      type(label('Phone'), '0917');
    },
    expected: {
      secret: 's3cret',
      email: 'ana@example.com',
      site: 'https://example.com',
      colour: '#ff0000',
      // RJSF's time widget stores seconds, which the record `time` format accepts.
      starts: '08:30:00',
      notes: 'Line',
      phone: '0917',
      token: 'abc',
    },
  },
  {
    name: "RJSF's number widgets: updown and range",
    definition: {
      schema: {
        properties: {
          qty: { type: 'integer', title: 'Quantity', minimum: 1, maximum: 9 },
          level: { type: 'number', title: 'Level', minimum: 0, maximum: 1, multipleOf: 0.1 },
        },
      },
      uiSchema: { qty: { 'ui:widget': 'updown' }, level: { 'ui:widget': 'range' } },
    },
    fill: () => {
      expect(label('Quantity')).toHaveProperty('type', 'number');
      expect(label('Quantity')).toHaveProperty('max', '9');
      expect(label('Level')).toHaveProperty('type', 'range');
      expect(label('Level')).toHaveProperty('step', '0.1');
      type(label('Quantity'), '4');
      type(label('Level'), '0.7');
    },
    expected: { qty: 4, level: 0.7 },
  },
  {
    name: 'radio (inline), select and checkbox on booleans and strings',
    definition: {
      schema: {
        properties: {
          remote: { type: 'boolean', title: 'Remote' },
          shift: { type: 'string', title: 'Shift', enum: ['Day', 'Night'] },
          team: { type: 'string', title: 'Team', enum: ['A', 'B', 'C'] },
          agree: { type: 'boolean', title: 'Agree' },
        },
      },
      uiSchema: {
        remote: { 'ui:widget': 'radio' },
        shift: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
        team: { 'ui:widget': 'select', 'ui:enumDisabled': ['B'] },
        agree: { 'ui:widget': 'checkbox' },
      },
    },
    fill: () => {
      click(
        within(screen.getByRole('radiogroup', { name: 'Remote' })).getByRole('radio', {
          name: 'Yes',
        }),
      );
      click(screen.getByRole('radio', { name: 'Night' }));
      expect(screen.getByRole<HTMLOptionElement>('option', { name: 'B' }).disabled).toBe(true);
      choose(label('Team'), 'C');
      click(label('Agree'));
    },
    expected: { remote: true, shift: 'Night', team: 'C', agree: true },
  },
  {
    name: 'date, datetime, alt-date and alt-datetime',
    definition: {
      schema: {
        properties: {
          day: { type: 'string', format: 'date', title: 'Day' },
          at: { type: 'string', format: 'date-time', title: 'At' },
          altDay: { type: 'string', format: 'date', title: 'Alt day' },
          altAt: { type: 'string', format: 'date-time', title: 'Alt at' },
        },
      },
      uiSchema: {
        altDay: { 'ui:widget': 'alt-date' },
        altAt: { 'ui:widget': 'alt-datetime' },
      },
    },
    fill: () => {
      type(label('Day'), '2024-05-01');
      type(label('At'), '2024-05-01T08:00');
      type(label('Alt day'), '2024-05-02');
      type(label('Alt at'), '2024-05-02T08:00');
    },
    expected: {
      day: '2024-05-01',
      at: '2024-05-01T00:00:00.000Z',
      altDay: '2024-05-02',
      altAt: '2024-05-02T00:00:00.000Z',
    },
  },
  {
    name: 'a data-url file is an attachment',
    definition: {
      schema: { properties: { scan: { type: 'string', format: 'data-url', title: 'Scan' } } },
      context: attachmentContext(),
    },
    fill: () => pickFile(label('Scan')),
    expected: { scan: { ...uploaded, id: UPLOADED_ID } },
  },
  {
    name: 'ui:options: emptyValue, label false, title, description, help, classNames, order',
    definition: {
      schema: {
        properties: {
          first: { type: 'string', title: 'First' },
          second: { type: 'string', title: 'Second' },
          third: { type: 'string' },
        },
      },
      uiSchema: {
        'ui:order': ['third', '*'],
        first: { 'ui:options': { emptyValue: '' } },
        second: { 'ui:options': { label: false, classNames: 'wide', help: 'Say it' } },
        third: { 'ui:title': 'Renamed', 'ui:description': 'About it' },
      },
      formData: { first: 'x' },
    },
    fill: () => {
      expect(screen.queryByText('Second')).toBeNull();
      expect(screen.getByText('Say it')).toBeTruthy();
      expect(document.querySelector('.wide')).not.toBeNull();
      expect(screen.getByText('About it')).toBeTruthy();
      const labels = Array.from(document.querySelectorAll('label')).map((l) => l.textContent);
      expect(labels.slice(0, 2)).toEqual(['Renamed', 'First']);
      type(label('First'), '');
      type(label('Renamed'), 'z');
    },
    expected: { first: '', third: 'z' },
  },
];

const ERRORS_WORTH_FAILING = ['[object Object]', 'Unsupported field schema'];

describe('drop-in schemas fall through to RJSF in our theme', () => {
  it.each(FALLBACK.map((c) => [c.name, c] as const))('%s', async (_name, fallback) => {
    const form = renderDefinition(fallback.definition);
    await fallback.fill();
    await waitFor(() => expect(form.data()).toEqual(fallback.expected));
    for (const text of ERRORS_WORTH_FAILING) expect(document.body.textContent).not.toContain(text);
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const { schema } = bundleTestDefinition(fallback.definition);
    const { errors } = recordValidator.validateFormData(form.data(), schema as RJSFSchema);
    expect(errors).toEqual([]);
  });
});
