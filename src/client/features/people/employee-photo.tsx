import { chakra } from '@chakra-ui/react';
import type { StoredFile } from '../../../shared/api/records';
import { PhotoDisc } from '../../../../renderers/cells/photo-disc';
import { useImageUrl } from '../../../../renderers/cells/use-image-url';
import { watchStoredImage } from '../../engine/api/stored-images';

/** Disc size (Chakra size token) and initials' font size for each avatar size. */
const SIZES = {
  sm: { box: '8', font: 'xs' },
  md: { box: '10', font: 'sm' },
  lg: { box: '16', font: 'xl' },
  xl: { box: '24', font: '3xl' },
} as const;

/** "Ana Maria Cruz" -> "AM", as the account avatar shows. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/**
 * An employee's stored photo, or their initials while it loads, when there is none or when it
 * cannot be read. The picture comes from the record engine's image cache, so a list and a
 * profile showing the same person download it once.
 */
export function EmployeePhoto({
  file,
  name,
  size = 'sm',
}: {
  file?: StoredFile | null;
  name: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const url = useImageUrl(watchStoredImage, file);
  const { box, font } = SIZES[size];
  return (
    <PhotoDisc
      url={url}
      size={box}
      alt={url ? name : ''}
      fallback={<chakra.span fontSize={font}>{initials(name)}</chakra.span>}
    />
  );
}
