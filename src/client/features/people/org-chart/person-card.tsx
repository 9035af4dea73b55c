import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { ChartPerson } from '../../../../shared/api/organization-chart';
import { AppIcon } from '../../../components/app-icon';
import { EmployeePhoto } from '../employee-photo';
import { PersonName } from '../person-name';

interface PersonCardProps {
  person: ChartPerson;
  reports: number;
  open: boolean;
  highlighted: boolean;
  /** Whether the viewer may open profiles (HR, payroll, admins). */
  linked: boolean;
  onToggle: (employeeNumber: string) => void;
}

const reportsLabel = (count: number) => `${count} direct ${count === 1 ? 'report' : 'reports'}`;

/** One person on the chart: photo, name, position and department, and their direct reports. */
export const PersonCard = memo(function PersonCard({
  person,
  reports,
  open,
  highlighted,
  linked,
  onToggle,
}: PersonCardProps) {
  return (
    <Box
      data-employee={person.employeeNumber}
      data-highlighted={highlighted || undefined}
      w="60"
      bg="bg"
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={highlighted ? 'brand.solid' : 'border'}
      outline={highlighted ? '3px solid' : undefined}
      outlineColor="brand.muted"
      rounded="lg"
      shadow="xs"
      textAlign="start"
    >
      <Flex gap="3" p="3" align="center">
        <EmployeePhoto file={person.photo} name={person.name} size="md" />
        <Stack gap="0" minW="0">
          <PersonName person={person} linked={linked} lines={2} />
          {person.position ? (
            <Text fontSize="sm" lineClamp="2">
              {person.position}
            </Text>
          ) : null}
          <Text fontSize="xs" color="fg.muted" truncate>
            {[person.department, person.employeeNumber].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Flex>
      {reports > 0 ? (
        <Button
          size="xs"
          variant="ghost"
          w="full"
          roundedTop="0"
          borderTopWidth="1px"
          justifyContent="space-between"
          aria-expanded={open}
          aria-label={`${open ? 'Hide' : 'Show'} ${reportsLabel(reports)} of ${person.name}`}
          onClick={() => onToggle(person.employeeNumber)}
        >
          {reportsLabel(reports)}
          <AppIcon name={open ? 'chevronDown' : 'chevronRight'} />
        </Button>
      ) : null}
    </Box>
  );
});
