import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '../../../src/shared/constants';
import { renderRecordForm } from './render-record-form';

const setup = () =>
  renderRecordForm({
    properties: {
      contract: { $ref: '#/$defs/attachment', title: 'Contract' },
      documents: { $ref: '#/$defs/attachments', title: 'Documents' },
    },
    uiSchema: { contract: { 'ui:widget': 'file' }, documents: { 'ui:widget': 'files' } },
  });

const pick = (label: string, ...files: File[]) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files } });

describe('file inputs', () => {
  it('refuses a file over the size limit before uploading', () => {
    const form = setup();
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: FILE_MAX_BYTES + 1 });
    pick('Contract', big);
    expect(screen.getByRole('alert').textContent).toMatch(
      /"scan\.pdf" is 10 MB; files can be at most 10 MB/,
    );
    expect(form.context.uploadFile).not.toHaveBeenCalled();
  });

  it('refuses a type the server does not store', () => {
    const form = setup();
    pick('Contract', new File(['x'], 'tool.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByRole('alert').textContent).toMatch(/not a type we accept/);
    expect(form.context.uploadFile).not.toHaveBeenCalled();
  });

  it('uploads, lists, opens and removes files', async () => {
    const form = setup();
    pick('Documents', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expect(form.data().documents).toEqual([
        { id: 'f-1', name: 'notes.txt', size: 5, type: 'text/plain' },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'notes.txt' }));
    expect(form.context.openFile).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'notes.txt' }),
    );
    expect(screen.getByText('5 Bytes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    await waitFor(() => expect(form.data().documents).toBeUndefined());
  });

  it('starts a list of files that must hold one with none, not with an empty file', () => {
    const form = renderRecordForm({
      properties: {
        scans: { $ref: '#/$defs/attachments', title: 'Scans', minItems: 1 },
        rows: {
          type: 'array',
          title: 'Rows',
          minItems: 1,
          items: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
        },
      },
      uiSchema: { scans: { 'ui:widget': 'files' } },
    });
    expect(form.data().scans).toBeUndefined();
    expect(screen.queryByText('0 Bytes')).toBeNull();
    // A table that must hold a row still starts with one to fill.
    expect(form.data().rows).toEqual([{}]);
  });
});
