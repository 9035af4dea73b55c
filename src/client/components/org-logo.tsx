import { Box, Image } from '@chakra-ui/react';

interface OrgLogoProps {
  src: string | null | undefined;
  name: string;
  height?: string;
  maxWidth?: string;
}

/** The organisation's logo, or its initials in a brand-coloured tile while there is none. */
export function OrgLogo({ src, name, height = '10', maxWidth = '48' }: OrgLogoProps) {
  if (src)
    return (
      <Image
        src={src}
        alt={`${name} logo`}
        h={height}
        w="auto"
        maxW={maxWidth}
        objectFit="contain"
      />
    );
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Box
      role="img"
      aria-label={`${name} logo`}
      h={height}
      minW={height}
      px="2"
      rounded="md"
      bg="brand.solid"
      color="brand.contrast"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
    >
      {initials}
    </Box>
  );
}
