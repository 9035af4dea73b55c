import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { OrgPickerForm } from '../../components/org-picker-form';

/** An unknown organisation id: say so plainly and let the person type another (no reload loop). */
export function OrgNotFound({ orgId }: { orgId: string }) {
  const navigate = useNavigate();
  return (
    <Stack gap="6">
      <Stack gap="1.5">
        <Heading as="h1" size="2xl" fontWeight="semibold">
          Organisation not found
        </Heading>
        <Text color="fg.muted">
          Check the address you were given, or type your organisation id below.
        </Text>
      </Stack>
      <Alert.Root status="warning" role="alert" rounded="md">
        <Alert.Indicator />
        <Alert.Description>Organisation &apos;{orgId}&apos; was not found</Alert.Description>
      </Alert.Root>
      <OrgPickerForm
        key={orgId}
        onSubmit={(next) => void navigate(`/login/${encodeURIComponent(next)}`)}
      />
    </Stack>
  );
}
