import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router-dom';
import type { Checklist, ChecklistSubForm } from '../../../shared/api/onboarding';
import { AppIcon } from '../../components/app-icon';
import { Panel } from '../../components/panel';
import type { ChecklistPaths } from './onboarding-paths';

const FILLED_BY: Record<ChecklistSubForm['filledBy'], string> = {
  employee: 'New hire',
  hr: 'HR',
  payroll: 'Payroll',
  admin: 'Admin and IT',
};

/** One sub-form: done or to do, required or not, who fills it, and the way in. */
function SubFormRow({ form, paths }: { form: ChecklistSubForm; paths: ChecklistPaths }) {
  const done = form.status === 'Completed';
  const action = form.canWrite ? (done ? 'Edit' : 'Fill in') : form.canRead && done ? 'View' : null;
  return (
    <Flex
      as="li"
      gap="3"
      px="4"
      py="3"
      align="center"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
    >
      <Box
        color={done ? 'green.fg' : 'fg.subtle'}
        bg={done ? 'green.subtle' : 'bg.muted'}
        rounded="full"
        p="1.5"
        aria-hidden="true"
      >
        <AppIcon name={done ? 'check' : 'clock'} size="16px" />
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="medium">{form.label}</Text>
          {form.isRequiredToEmployee ? (
            <Badge size="sm" colorPalette={done ? 'green' : 'orange'} variant="subtle">
              Required
            </Badge>
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {done
            ? `Done${form.updatedAt ? `, last saved ${dayjs(form.updatedAt).format('MMM D, YYYY')}` : ''}`
            : 'To do'}{' '}
          · {FILLED_BY[form.filledBy]}
        </Text>
      </Stack>
      {action ? (
        <Button
          asChild
          size="sm"
          variant={action === 'Fill in' ? 'solid' : 'outline'}
          colorPalette="brand"
        >
          <RouterLink
            to={paths.fill(form.form_id)}
            aria-label={`${action} ${form.label.toLowerCase()}`}
          >
            {action}
          </RouterLink>
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * The checklist's groups, each a panel of its sub-forms. `onlyMine` keeps the sub-forms the
 * viewer may fill or read (the new hire does not see IT's or finance's).
 */
export function ChecklistGroups({
  checklist,
  paths,
  onlyMine = false,
}: {
  checklist: Checklist;
  paths: ChecklistPaths;
  onlyMine?: boolean;
}) {
  const groups = checklist.groups
    .map((group) => ({
      ...group,
      forms: onlyMine ? group.forms.filter((form) => form.canWrite || form.canRead) : group.forms,
    }))
    .filter((group) => group.forms.length > 0);
  return (
    <Stack gap="5">
      {groups.map((group) => (
        <Stack key={group.id} gap="2" as="section" aria-labelledby={`group-${group.id}`}>
          <Heading as="h2" size="md" id={`group-${group.id}`}>
            {group.label}
          </Heading>
          <Panel>
            <Box as="ul" listStyleType="none">
              {group.forms.map((form) => (
                <SubFormRow key={form.form_id} form={form} paths={paths} />
              ))}
            </Box>
          </Panel>
        </Stack>
      ))}
    </Stack>
  );
}
