import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cells } from '../../../renderers/cells/cell-registry';
import type { ImageSource } from '../../../renderers/form-context';
import { RecordDetails } from '../../../renderers/record-details';
import { describeField } from '../../../src/shared/forms/fields';
import { FRAGMENT_DEFS, renderRecordForm, testContext, withChakra } from './render-record-form';

const face = { id: 'f-7', name: 'face.png', size: 4, type: 'image/png' };

/** Answers every picture at once with a URL naming its file; counts who watches. */
function fakeSource() {
  const stops = vi.fn();
  const source = vi.fn<ImageSource>((file, show) => {
    show(`data:image/png;base64,${file.id}`);
    return stops;
  });
  return { source, stops };
}

const renderPhoto = (formData: Record<string, unknown> = {}, imageSource?: ImageSource) =>
  renderRecordForm({
    properties: { photo: { $ref: '#/$defs/photo', title: 'Photo' } },
    uiSchema: { photo: { 'ui:widget': 'photo' } },
    formData,
    context: testContext({ imageSource }),
  });

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [file] } });

describe('photo input', () => {
  it('shows the picture through the image source, with Replace and Remove', async () => {
    const { source } = fakeSource();
    const form = renderPhoto({ photo: face }, source);
    const picture = await screen.findByRole<HTMLImageElement>('img', { name: 'Photo: face.png' });
    expect(picture.src).toBe('data:image/png;base64,f-7');
    expect(source).toHaveBeenCalledWith(face, expect.any(Function));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(form.data().photo).toBeUndefined());
    expect(screen.getByRole('button', { name: 'Choose photo' })).toBeTruthy();
  });

  it('refuses a file that is not a picture before uploading', () => {
    const form = renderPhoto();
    pick(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '"cv.pdf" is not a picture we accept: use PNG, JPEG, GIF or WebP.',
    );
    expect(form.context.uploadFile).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Photo').getAttribute('accept')).toBe(
      'image/png,image/jpeg,image/gif,image/webp',
    );
  });

  it('says why an upload failed', async () => {
    const form = renderPhoto();
    vi.mocked(form.context.uploadFile).mockRejectedValueOnce(new Error('Network down'));
    pick(new File(['gif'], 'smile.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Upload failed: Network down.');
    expect(form.data().photo).toBeUndefined();
  });
});

describe('photo cells', () => {
  const field = describeField('photo', { $ref: '#/$defs/photo', title: 'Photo' }, undefined);

  it('draws a 32px avatar in lists and stops watching when gone', () => {
    const { source, stops } = fakeSource();
    const Cell = cells.photo;
    const view = render(withChakra(<Cell field={field} value={face} imageSource={source} />));
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Photo' }).src).toMatch(/f-7$/);
    view.unmount();
    expect(stops).toHaveBeenCalledTimes(1);
  });

  it('shows a placeholder without an image source and nothing without a photo', () => {
    const Cell = cells.photo;
    const view = render(withChakra(<Cell field={field} value={face} />));
    expect(screen.getByRole('img', { name: 'Photo' }).tagName).toBe('DIV');
    view.rerender(withChakra(<Cell field={field} value={undefined} />));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws the photo on a record page', () => {
    const { source } = fakeSource();
    render(
      withChakra(
        <RecordDetails
          definition={{
            schema: {
              type: 'object',
              $defs: FRAGMENT_DEFS,
              properties: { photo: { $ref: '#/$defs/photo', title: 'Photo' } },
            },
          }}
          data={{ photo: face }}
          openFile={vi.fn()}
          imageSource={source}
        />,
      ),
    );
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Photo' }).src).toMatch(/f-7$/);
  });
});
