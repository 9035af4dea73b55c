import { SimpleGrid, Stack } from '@chakra-ui/react';
import { PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
import { ChangePasswordForm } from './change-password-form';
import { PinForm } from './pin-form';
import { TwoStepCard } from './two-step-card';

/** `/profile/security`: change the password, two-step sign-in and the kiosk PIN. */
export function SecurityPage() {
  return (
    <>
      <PageHeader
        title="Password and PIN"
        description="Change your password, set up two-step sign-in and set the PIN you use at the timekeeping kiosk."
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <SectionCard
          title="Change password"
          description="Use a digit, an uppercase and a lowercase letter and a special character."
        >
          <ChangePasswordForm submitLabel="Change password" />
        </SectionCard>
        <Stack gap="6">
          <TwoStepCard />
          <SectionCard title="PIN" description="Your PIN signs you in at the timekeeping kiosk.">
            <PinForm />
          </SectionCard>
        </Stack>
      </SimpleGrid>
    </>
  );
}
