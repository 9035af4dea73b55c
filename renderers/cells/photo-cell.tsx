import type { StoredFile } from '../../src/shared/api/records';
import type { CellProps } from './cell-props';
import { PhotoDisc } from './photo-disc';
import { useImageUrl } from './use-image-url';

const storedFile = (value: unknown) =>
  value && typeof value === 'object' ? (value as StoredFile) : undefined;

function Photo({ value, field, imageSource, size }: CellProps & { size: string }) {
  const file = storedFile(value);
  const url = useImageUrl(imageSource, file);
  return file ? <PhotoDisc url={url} size={size} alt={field.title} /> : null;
}

/** A photo in a list row or a child table: a small round avatar (32px). */
export function PhotoCell(props: CellProps) {
  return <Photo {...props} size="8" />;
}

/** A photo on a record's page: a larger round avatar (64px). */
export function PhotoDetailsCell(props: CellProps) {
  return <Photo {...props} size="16" />;
}
