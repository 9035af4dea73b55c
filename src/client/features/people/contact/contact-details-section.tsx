import { Button, Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { EmployeeProfile } from '../../../../shared/api/employee-profile';
import { CONTACT_FIELDS } from '../../../../shared/api/employee-profile';
import { FormAlert } from '../../../components/form-alert';
import { SectionCard } from '../../../components/section-card';
import { SectionDetails } from '../profile/section-details';
import { ContactDetailsForm } from './contact-details-form';

interface ContactDetailsSectionProps {
  profile: EmployeeProfile;
  onSaved: (profile: EmployeeProfile) => void;
}

/** On one's own profile: the contact details, which the employee keeps up to date. */
export function ContactDetailsSection({ profile, onSaved }: ContactDetailsSectionProps) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const shown = CONTACT_FIELDS.filter(
    (name) =>
      profile.definition.schema.properties &&
      name in (profile.definition.schema.properties as object),
  );
  return (
    <SectionCard
      title="Contact details"
      description="Keep these up to date: HR and payroll reach you here."
    >
      {editing ? (
        <ContactDetailsForm
          profile={profile}
          onCancel={() => setEditing(false)}
          onSaved={(next) => {
            setEditing(false);
            setSaved(true);
            onSaved(next);
          }}
        />
      ) : (
        <Stack gap="4">
          {saved ? <FormAlert status="success">Your contact details were saved.</FormAlert> : null}
          <SectionDetails profile={profile} names={shown} />
          <Flex>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              Edit contact details
            </Button>
          </Flex>
        </Stack>
      )}
    </SectionCard>
  );
}
