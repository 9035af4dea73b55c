import { useCan } from '../../../lib/use-grants';
import { Stack } from '@chakra-ui/react';
import { CONTACT_FIELDS, type EmployeeProfile } from '../../../../shared/api/employee-profile';
import type { JsonSchemaNode } from '../../../../shared/forms/fields';
import { Panel } from '../../../components/panel';
import { ContactDetailsSection } from '../contact/contact-details-section';
import { TabLink } from '../../../components/tab-link';
import { sectionFields, type FieldSection } from './profile-sections';
import { SectionDetails } from './section-details';

const SCHEDULE_BOARD = '/workforce-scheduling';
const CONTACT = new Set<string>(CONTACT_FIELDS);

interface FieldsTabProps {
  profile: EmployeeProfile;
  section: FieldSection;
  onSaved: (profile: EmployeeProfile) => void;
}

/** A section of the master's fields; one's own contact details are editable on Personal. */
export function FieldsTab({ profile, section, onSaved }: FieldsTabProps) {
  const can = useCan();
  const ownContact = section === 'personal' && profile.viewer.isSelf;
  const names = sectionFields(profile.definition.schema as JsonSchemaNode, section).filter(
    (name) => !ownContact || !CONTACT.has(name),
  );
  return (
    <Stack gap="4">
      {section === 'schedule' && can('schedules.board') ? (
        <TabLink to={SCHEDULE_BOARD}>Open the schedule board</TabLink>
      ) : null}
      <Panel p={{ base: '4', md: '6' }}>
        <SectionDetails profile={profile} names={names} />
      </Panel>
      {ownContact ? <ContactDetailsSection profile={profile} onSaved={onSaved} /> : null}
    </Stack>
  );
}
