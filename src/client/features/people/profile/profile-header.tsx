import { Badge, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  EMPLOYEE_FORM_ID,
  type EmployeeProfile,
  type ProfileAccount,
} from '../../../../shared/api/employee-profile';
import type { StoredFile } from '../../../../shared/api/records';
import type { EmployeeRef } from '../../../../shared/forms/record-types.generated';
import { EmployeePhoto } from '../employee-photo';
import { Panel } from '../../../components/panel';
import { useForms } from '../../../engine/api/use-forms';
import { definitionPaths } from '../../../engine/routes/record-paths';
import { employeeName } from './employee-name';
import { profilePath } from '../../../lib/profile-paths';
import { useRoleNames } from '../../../lib/use-role-names';

const ACCOUNT_COLOURS: Record<ProfileAccount['status'], string> = {
  Active: 'green',
  'Change Password': 'orange',
  Disabled: 'red',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The engine's edit page of the master record, for those who may edit it. */
function EditButton({ recordId }: { recordId: string }) {
  const master = useForms().forms?.find((form) => form.formId === EMPLOYEE_FORM_ID);
  if (!master) return null;
  return (
    <Button asChild size="sm" flexShrink="0">
      <RouterLink to={definitionPaths(master).edit(recordId)}>Edit</RouterLink>
    </Button>
  );
}

function ManagerLine({ manager, linked }: { manager: EmployeeRef; linked: boolean }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      Reports to{' '}
      {linked && manager.employeeNumber ? (
        <Link asChild color="brand.fg">
          <RouterLink to={profilePath(manager.employeeNumber)}>{manager.label}</RouterLink>
        </Link>
      ) : (
        manager.label
      )}
    </Text>
  );
}

/** Photo, name, number, position, department, status badges, manager and the edit action. */
export function ProfileHeader({ profile }: { profile: EmployeeProfile }) {
  const { record, account, viewer } = profile;
  const { data } = record;
  const name = employeeName(data);
  const manager = data.manager as EmployeeRef | undefined;
  const subtitle = [data.employeeNumber, data.position, data.department].map(text).filter(Boolean);
  const roleName = useRoleNames();
  return (
    <Panel p={{ base: '4', md: '6' }} mb="4">
      <Flex
        gap="4"
        align={{ base: 'start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
      >
        <EmployeePhoto
          file={(data.photo as StoredFile | undefined) ?? null}
          name={name}
          size="xl"
        />
        <Stack gap="1.5" flex="1" minW="0">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {name}
          </Heading>
          <Text color="fg.muted">{subtitle.join(' · ')}</Text>
          <HStack gap="2" wrap="wrap">
            {text(data.employmentStatus) ? (
              <Badge variant="subtle" colorPalette="blue">
                {text(data.employmentStatus)}
              </Badge>
            ) : null}
            {data.active === false ? (
              <Badge variant="subtle" colorPalette="red">
                Inactive
              </Badge>
            ) : null}
            {account ? (
              <>
                <Badge variant="subtle" colorPalette={ACCOUNT_COLOURS[account.status]}>
                  Account: {account.status}
                </Badge>
                {account.roles?.map((role) => (
                  <Badge key={role} variant="outline">
                    {roleName(role)}
                  </Badge>
                ))}
              </>
            ) : (
              <Badge variant="subtle">No account</Badge>
            )}
          </HStack>
          {/* Staff open anyone's profile; others would find only a 404 behind the link. */}
          {manager ? <ManagerLine manager={manager} linked={viewer.canSeePay} /> : null}
        </Stack>
        {viewer.canEdit ? <EditButton recordId={record.id} /> : null}
      </Flex>
    </Panel>
  );
}
