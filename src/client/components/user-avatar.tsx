import { Box, Image } from '@chakra-ui/react';

/** The user's photo, or their initials on a neutral disc. */
export function UserAvatar({ name, photo }: { name: string; photo: string | null }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  if (photo)
    return <Image src={photo} alt="" boxSize="8" rounded="full" objectFit="cover" flexShrink={0} />;
  return (
    <Box
      aria-hidden="true"
      boxSize="8"
      rounded="full"
      flexShrink={0}
      bg="gray.200"
      color="gray.800"
      fontSize="xs"
      fontWeight="semibold"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {initials}
    </Box>
  );
}
