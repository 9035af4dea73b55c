import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { makeRecord, RECORD_ID, renderRecords, serveRecordShell } from './record-fixtures';

const location = () => screen.getByTestId('location').textContent;

function serveEmptyList() {
  server.use(
    http.post('*/api/records/list', () =>
      HttpResponse.json({ items: [], total: 0, totalIsEstimate: false, nextCursor: null }),
    ),
  );
}

// The form screen's chunk (RJSF and the theme) takes longer to import than findBy* waits.
beforeAll(() => import('../../../../src/client/engine/form/record-form-page'));
afterEach(() => session.end());

describe('record form', () => {
  test('Cancel asks the spec’s question and Yes goes back to the list', async () => {
    serveRecordShell();
    serveEmptyList();
    renderRecords('/create_record/utility-gender');

    // The first render of the form compiles its schema: slower than findBy* waits on a busy machine.
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Confirm to cancel');
    expect(dialog.textContent).toContain(
      'Are you sure you want to cancel? If you cancel, all information that you have entered will be lost.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    // Back to the definition's own list.
    await waitFor(() => expect(location()).toBe('/utility/gender/list'));
  });

  test('field errors of a 422 appear under the field', async () => {
    serveRecordShell();
    server.use(
      http.post('*/api/records', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Check the highlighted fields.',
              fields: [{ path: '/name', message: 'Name is already in use' }],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderRecords('/create_record/utility-gender');

    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Female' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Under the field: in the error element the input names first in aria-describedby.
    await screen.findByText(/Name is already in use/);
    const errorId = screen.getByLabelText(/Name/).getAttribute('aria-describedby')?.split(' ')[0];
    expect(document.getElementById(errorId ?? '')?.textContent).toContain('Name is already in use');
    expect(screen.getByText('Check the highlighted fields.')).toBeTruthy();
  });

  test('a required field left empty is named in words', async () => {
    serveRecordShell();
    renderRecords('/create_record/utility-gender');

    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Name is required/)).toBeTruthy();
  });

  test('a 409 says someone else changed the record and offers Reload', async () => {
    serveRecordShell();
    let version = 1;
    server.use(
      http.get(`*/api/records/${RECORD_ID}`, () =>
        HttpResponse.json(makeRecord({ code: 'F', name: 'Female' }, { version })),
      ),
      http.put(`*/api/records/${RECORD_ID}`, () => {
        version = 2;
        return HttpResponse.json(
          { error: { code: 'conflict', message: 'The record was changed by someone else' } },
          { status: 409 },
        );
      }),
    );
    renderRecords(`/edit_record/utility-gender/${RECORD_ID}`);

    expect(await screen.findByDisplayValue('Female')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Someone else changed this gender after you opened it/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText(/Someone else changed this gender/)).toBeNull());
  });
});
