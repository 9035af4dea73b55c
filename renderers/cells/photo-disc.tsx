import { Box, Image } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PhotoDiscProps {
  /** The picture; without one the disc shows `fallback` (nothing: a plain grey disc). */
  url: string | null | undefined;
  /** Width and height, a Chakra size token ("8" = 32px). */
  size: string;
  /** The picture's text alternative. */
  alt: string;
  fallback?: ReactNode;
}

/** A round picture, or a neutral disc while there is none (loading, absent, unreadable). */
export function PhotoDisc({ url, size, alt, fallback }: PhotoDiscProps) {
  if (url)
    return (
      <Image src={url} alt={alt} boxSize={size} rounded="full" objectFit="cover" flexShrink={0} />
    );
  return (
    <Box
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      boxSize={size}
      rounded="full"
      flexShrink={0}
      bg="gray.200"
      color="gray.800"
      fontWeight="semibold"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {fallback}
    </Box>
  );
}
