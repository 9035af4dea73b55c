import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmployeePhoto } from '../../../../src/client/features/people/employee-photo';
import { recordRequests } from '../../../../src/client/engine/api/record-requests';
import { watchStoredImage } from '../../../../src/client/engine/api/stored-images';
import { withChakra } from '../../renderers/render-record-form';

const file = (id: string) => ({ id, name: `${id}.png`, size: 3, type: 'image/png' });

/** Serves every file as the bytes `abc` of `type`, counting downloads. */
function serveFiles(type = 'image/png') {
  return vi
    .spyOn(recordRequests, 'fileContent')
    .mockImplementation(async () => ({ blob: new Blob(['abc'], { type }), filename: null }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('stored images', () => {
  it('downloads a picture once for every viewer, as a data: URL', async () => {
    const downloads = serveFiles();
    const first = vi.fn();
    const second = vi.fn();
    const stops = [watchStoredImage(file('a'), first), watchStoredImage(file('a'), second)];
    await waitFor(() => expect(second).toHaveBeenCalled());
    expect(first).toHaveBeenCalledWith('data:image/png;base64,YWJj');
    expect(second).toHaveBeenCalledWith('data:image/png;base64,YWJj');
    const third = vi.fn();
    stops.push(watchStoredImage(file('a'), third));
    expect(third).toHaveBeenCalledWith('data:image/png;base64,YWJj');
    expect(downloads).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
  });

  it('forgets a picture a minute after its last viewer stops', async () => {
    const downloads = serveFiles();
    const shown = vi.fn();
    const stop = watchStoredImage(file('b'), shown);
    await waitFor(() => expect(shown).toHaveBeenCalled());
    vi.useFakeTimers();
    stop();
    vi.advanceTimersByTime(59_000);
    watchStoredImage(file('b'), vi.fn())();
    expect(downloads).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    vi.useRealTimers();
    const again = vi.fn();
    watchStoredImage(file('b'), again);
    await waitFor(() => expect(again).toHaveBeenCalled());
    expect(downloads).toHaveBeenCalledTimes(2);
  });

  it('shows null for a file that is not a picture or cannot be read', async () => {
    serveFiles('application/pdf');
    const shown = vi.fn();
    watchStoredImage(file('c'), shown);
    await waitFor(() => expect(shown).toHaveBeenCalledWith(null));
    vi.spyOn(recordRequests, 'fileContent').mockRejectedValue(new Error('gone'));
    const failed = vi.fn();
    watchStoredImage(file('d'), failed);
    await waitFor(() => expect(failed).toHaveBeenCalledWith(null));
  });
});

describe('EmployeePhoto', () => {
  it('shows initials while the picture loads, then the picture', async () => {
    serveFiles();
    render(withChakra(<EmployeePhoto file={file('e')} name="Ana Maria Cruz" size="lg" />));
    expect(screen.getByText('AM')).toBeTruthy();
    const picture = await screen.findByRole<HTMLImageElement>('img', { name: 'Ana Maria Cruz' });
    expect(picture.src).toBe('data:image/png;base64,YWJj');
  });

  it('shows initials without a photo and when the photo cannot be read', async () => {
    vi.spyOn(recordRequests, 'fileContent').mockRejectedValue(new Error('gone'));
    const view = render(withChakra(<EmployeePhoto file={null} name="Ben Reyes" />));
    expect(screen.getByText('BR')).toBeTruthy();
    view.rerender(withChakra(<EmployeePhoto file={file('f')} name="Ben Reyes" />));
    await waitFor(() => expect(recordRequests.fileContent).toHaveBeenCalledWith('f'));
    expect(screen.getByText('BR')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
