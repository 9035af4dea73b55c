import type { ImageSource } from '../../../../renderers/form-context';
import { recordRequests } from './record-requests';

/**
 * How long a picture nobody shows stays cached: a list re-rendering, a page turned back or a row
 * scrolled into view again finds it without another download.
 */
const KEEP_UNUSED_MS = 60_000;

interface CachedImage {
  /** Undefined while loading; null when the file could not be read as a picture. */
  url?: string | null;
  viewers: Set<(url: string | null) => void>;
  drop?: ReturnType<typeof setTimeout>;
}

const images = new Map<string, CachedImage>();

/**
 * The picture as a data: URL. The bytes need the session's headers (no plain <img src>), and
 * the content security policy draws images from the app and data: URLs only, not blob: ones.
 */
async function dataUrl(fileId: string): Promise<string> {
  const { blob } = await recordRequests.fileContent(fileId);
  if (!blob.type.startsWith('image/')) throw new Error('not a picture');
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

function load(fileId: string, image: CachedImage): void {
  void dataUrl(fileId)
    .catch(() => null)
    .then((url) => {
      image.url = url;
      for (const show of image.viewers) show(url);
    });
}

/**
 * Stored pictures, each downloaded once however many cells and avatars show it, and forgotten
 * a minute after the last one stops (a failed one is tried again then).
 */
export const watchStoredImage: ImageSource = (file, show) => {
  let image = images.get(file.id);
  if (!image) {
    image = { viewers: new Set() };
    images.set(file.id, image);
    load(file.id, image);
  }
  const watched = image;
  clearTimeout(watched.drop);
  watched.viewers.add(show);
  if (watched.url !== undefined) show(watched.url);
  return () => {
    watched.viewers.delete(show);
    if (watched.viewers.size > 0) return;
    watched.drop = setTimeout(() => {
      if (watched.viewers.size === 0) images.delete(file.id);
    }, KEEP_UNUSED_MS);
  };
};
