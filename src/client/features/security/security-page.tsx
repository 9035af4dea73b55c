import { SimpleGrid } from '@chakra-ui/react';
import { PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
import { ChangePasswordForm } from './change-password-form';
import { PinForm } from './pin-form';

/** `/profile/security`: change the password and set the kiosk PIN. */
export function SecurityPage() {
  return (
    <>
      <PageHeader
        title="Password and PIN"
        description="Change your password and set the PIN you use at the timekeeping kiosk."
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <SectionCard
          title="Change password"
          description="Use a digit, an uppercase and a lowercase letter and a special character."
        >
          <ChangePasswordForm submitLabel="Change password" />
        </SectionCard>
        <SectionCard title="PIN" description="Your PIN signs you in at the timekeeping kiosk.">
          <PinForm />
        </SectionCard>
      </SimpleGrid>
    </>
  );
}
