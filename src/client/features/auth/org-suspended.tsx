import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { SUSPENDED_MESSAGE } from '../../../shared/api/organization';

/** A suspended organisation's sign-in pages: nothing to fill in, just why and whom to ask. */
export function OrgSuspended({ tradeName }: { tradeName: string }) {
  return (
    <Stack gap="6">
      <Stack gap="1.5">
        <Heading as="h1" size="2xl" fontWeight="semibold">
          Sign-in is unavailable
        </Heading>
        <Text color="fg.muted">{tradeName}</Text>
      </Stack>
      <Alert.Root status="warning" role="alert" rounded="md">
        <Alert.Indicator />
        <Alert.Description>{SUSPENDED_MESSAGE}</Alert.Description>
      </Alert.Root>
    </Stack>
  );
}
