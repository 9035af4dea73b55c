import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import type { OrgResources } from '../../../shared/api/organization';
import { FormAlert } from '../../components/form-alert';
import { MessagePage } from '../../components/message-page';
import { PageSpinner } from '../../components/page-spinner';
import { OrgLogo } from '../../components/org-logo';
import { useBrandOrg } from '../../lib/active-org';
import { orgResourcesCache, useOrgResources } from '../../lib/use-org-resources';
import { KioskTerminal } from './kiosk-terminal';
import { kioskStorage } from './kiosk-storage';
import { KioskTokenForm } from './kiosk-token-form';

/** The brand backdrop and card every kiosk state is shown in. */
function KioskFrame({ resources, children }: { resources: OrgResources; children: ReactNode }) {
  const backdrop = resources.background
    ? `linear-gradient(160deg, rgba(0,0,0,0.55), rgba(0,0,0,0.3)), url("${resources.background}") center / cover no-repeat`
    : undefined;
  return (
    <Flex
      as="main"
      minH="100vh"
      align="center"
      justify="center"
      p={{ base: '4', md: '10' }}
      bgGradient="to-br"
      gradientFrom="brand.solid"
      gradientTo="sidebar"
      style={backdrop ? { background: backdrop } : undefined}
    >
      <Stack
        w="full"
        maxW="4xl"
        gap="8"
        bg="bg"
        rounded="2xl"
        shadow="xl"
        p={{ base: '6', md: '10' }}
      >
        <Flex align="center" gap="4">
          <OrgLogo src={resources.kioskLogo} name={`${resources.tradeName} kiosk`} height="16" />
          {/* The kiosk logo carries the organisation's name; the heading is for screen readers. */}
          <Heading as="h1" srOnly>
            {resources.tradeName} kiosk
          </Heading>
        </Flex>
        {children}
      </Stack>
    </Flex>
  );
}

/** What a browser without a (valid) kiosk token shows: how to authorize it. */
function NotAuthorized({
  orgId,
  revoked,
  onAuthorized,
}: {
  orgId: string;
  revoked: boolean;
  onAuthorized: () => void;
}) {
  return (
    <Stack gap="5" maxW="2xl">
      <Heading as="h2" size="xl">
        This browser is not authorized as a kiosk
      </Heading>
      {revoked ? (
        <FormAlert status="error">
          The kiosk authorization this browser had was revoked or is no longer valid.
        </FormAlert>
      ) : null}
      <Text color="fg.muted">
        An administrator can authorize it: sign in on this browser, open Admin settings, Kiosk
        authorization, and choose &ldquo;Authorize this browser as a kiosk&rdquo;. Or enter a kiosk
        token an administrator created for it.
      </Text>
      <KioskTokenForm orgId={orgId} onAuthorized={onAuthorized} />
      <Box>
        <Button asChild variant="outline">
          <RouterLink to={`/login/${encodeURIComponent(orgId)}`}>Sign in</RouterLink>
        </Button>
      </Box>
    </Stack>
  );
}

/** `/kiosk/:orgId`, outside the signed-in layout: quick punches with employee number and PIN. */
export function KioskPage() {
  const { orgId = '' } = useParams();
  useBrandOrg(orgId);
  const { resources, notFound, error, isLoading } = useOrgResources(orgId || null);
  const [stored, setStored] = useState(() => (orgId ? kioskStorage.get(orgId) : null));
  const [revoked, setRevoked] = useState(false);

  const onRevoked = useCallback(() => {
    kioskStorage.remove(orgId);
    setStored(null);
    setRevoked(true);
  }, [orgId]);

  if (!orgId) return <Navigate to="/login" replace />;
  if (notFound)
    return (
      <MessagePage icon="building" title="Organisation not found">
        There is no organisation &ldquo;{orgId}&rdquo;. Check the kiosk&apos;s address.
      </MessagePage>
    );
  if (!resources && error && !isLoading)
    return (
      <MessagePage
        icon="alert"
        title="The kiosk could not load"
        actions={<Button onClick={() => orgResourcesCache.reload(orgId)}>Try again</Button>}
      >
        The organisation&apos;s details could not be loaded. Check the connection.
      </MessagePage>
    );
  if (!resources) return <PageSpinner label="Loading kiosk" />;

  return (
    <KioskFrame resources={resources}>
      {stored ? (
        <KioskTerminal key={stored.token} orgId={orgId} stored={stored} onRevoked={onRevoked} />
      ) : (
        <NotAuthorized
          orgId={orgId}
          revoked={revoked}
          onAuthorized={() => {
            setRevoked(false);
            setStored(kioskStorage.get(orgId));
          }}
        />
      )}
    </KioskFrame>
  );
}
