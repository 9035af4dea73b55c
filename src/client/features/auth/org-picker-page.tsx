import { Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../components/auth-layout';
import { OrgPickerForm } from '../../components/org-picker-form';
import { lastOrg } from '../../lib/last-org';

/** `/login`: asks which organisation to sign in to, prefilled with the last one used here. */
export function OrgPickerPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout resources={null}>
      <Stack gap="7">
        <Stack gap="1.5">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            Welcome
          </Heading>
          <Text color="fg.muted">Which organisation do you work for?</Text>
        </Stack>
        <OrgPickerForm
          initialOrgId={lastOrg.get() ?? ''}
          onSubmit={(orgId) => {
            lastOrg.set(orgId);
            void navigate(`/login/${encodeURIComponent(orgId)}`);
          }}
        />
      </Stack>
    </AuthLayout>
  );
}
