import { useEffect, useState } from 'react';
import type { StoredFile } from '../../src/shared/api/records';
import type { ImageSource } from '../form-context';

/**
 * The URL to draw a stored picture with: undefined while it loads (or without a source or
 * file), null when it cannot be shown. Watches the file only while mounted.
 */
export function useImageUrl(
  source: ImageSource | undefined,
  file: StoredFile | null | undefined,
): string | null | undefined {
  const [shown, setShown] = useState<{ id: string; url: string | null }>();
  useEffect(() => {
    if (!source || !file) return undefined;
    return source(file, (url) => setShown({ id: file.id, url }));
  }, [source, file]);
  // A URL of the file shown before (the value changed) is not this file's.
  return file && shown?.id === file.id ? shown.url : undefined;
}
