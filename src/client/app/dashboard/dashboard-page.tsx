import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { ListApplicationResponse } from '../../../shared/api/applications';
import type { NavigationResponse } from '../../../shared/api/platform';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useCan } from '../../lib/use-grants';
import { useOrgResources } from '../../lib/use-org-resources';
import { FEATURE_PERMISSIONS, swrKeys } from '../../lib/swr-keys';
import { DashboardAnnouncements } from './dashboard-announcements';
import { DashboardTiles } from './dashboard-tiles';
import { MyDay } from './my-day';
import { WorkforceSummary } from './workforce-summary';

const FEATURE_LABELS: Record<(typeof FEATURE_PERMISSIONS)[number], string> = {
  'hcm.timekeeping.webBundy': 'Web bundy',
  'hcm.loan.approval': 'Loan approval',
  'hcm.timekeeping.multipleShift': 'Multiple shifts',
  siteCode: 'Site codes',
};

/**
 * `/dashboard`: who you are, your day (clock, leave, payslip, what waits on you), for HR the
 * workforce at a glance, then news and shortcuts to everything in your menu.
 */
export function DashboardPage() {
  const account = useCurrentAccount();
  const can = useCan();
  const { resources } = useOrgResources(account.orgId);
  const { data: navigation } = useSWR<NavigationResponse>(swrKeys.navigation(account.accountId));
  const groups = navigation?.groups ?? [];
  const approvalItems = groups.flatMap((group) => group.items.filter((item) => item.badge));
  const { data: pending } = useSWR<ListApplicationResponse>(
    approvalItems.length > 0 ? swrKeys.pendingApplications(account.accountId) : null,
  );
  const { data: features } = useSWR<Record<string, boolean>>(
    swrKeys.featurePermissions(account.accountId),
  );
  const enabled = FEATURE_PERMISSIONS.filter((name) => features?.[name]);
  const counts = pending?.countsByType ?? {};
  const firstPending =
    approvalItems.find((item) => (counts[item.badge?.approvalType ?? ''] ?? 0) > 0) ??
    approvalItems[0];
  const details = [account.position, account.department].filter(Boolean).join(' · ');

  return (
    <Stack gap="8">
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap="6"
        justify="space-between"
        align={{ base: 'start', md: 'center' }}
        p={{ base: '6', md: '8' }}
        rounded="xl"
        color="brand.contrast"
        bgGradient="to-br"
        gradientFrom="brand.solid"
        gradientTo="sidebar"
        shadow="md"
      >
        <Stack gap="2">
          <Text fontSize="sm" opacity={0.85}>
            {resources?.tradeName ?? account.orgId}
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            Welcome, {account.sessionName}
          </Heading>
          {details ? <Text opacity={0.9}>{details}</Text> : null}
        </Stack>
        {approvalItems.length > 0 ? (
          <Box bg="blackAlpha.200" rounded="lg" px="6" py="4" minW="56">
            <Text fontSize="4xl" fontWeight="bold" lineHeight="1" aria-describedby="pending-label">
              {pending ? pending.total : '–'}
            </Text>
            <Text id="pending-label" fontSize="sm" opacity={0.9} mt="1">
              {pending?.total === 1
                ? 'application awaits your approval'
                : 'applications await your approval'}
            </Text>
            {firstPending && pending && pending.total > 0 ? (
              <Button
                asChild
                size="xs"
                mt="3"
                bg="white"
                color="brand.fg"
                _hover={{ bg: 'whiteAlpha.900' }}
              >
                <RouterLink to={firstPending.path}>Review</RouterLink>
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Flex>
      <MyDay />
      {can('people.dashboards') ? <WorkforceSummary /> : null}
      <DashboardAnnouncements />
      <Stack gap="4">
        <Heading as="h2" size="md">
          Go to
        </Heading>
        <DashboardTiles groups={groups} counts={counts} />
      </Stack>
      {enabled.length > 0 ? (
        <Stack gap="3">
          <Heading as="h2" size="md">
            Switched on for your organisation
          </Heading>
          <HStack gap="2" wrap="wrap">
            {enabled.map((name) => (
              <Badge key={name} variant="subtle" colorPalette="brand" size="lg">
                {FEATURE_LABELS[name]}
              </Badge>
            ))}
          </HStack>
        </Stack>
      ) : null}
    </Stack>
  );
}
