import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { OrgLogo } from '../../components/org-logo';
import { PageSpinner } from '../../components/page-spinner';
import { useBrandOrg } from '../../lib/active-org';
import { useOrgResources } from '../../lib/use-org-resources';
import { OrgAuthFrame } from './org-auth-frame';

/** `/landing/:orgId/`: the organisation's public page, with its kiosk logo and a way to sign in. */
export function LandingPage() {
  const { orgId = '' } = useParams();
  useBrandOrg(orgId);
  const { resources, notFound, error, isLoading } = useOrgResources(orgId || null);
  if (!orgId) return <Navigate to="/login" replace />;
  // Unknown org or failure: the shared frame explains it and offers another organisation.
  if (notFound || (error && !isLoading))
    return <OrgAuthFrame orgId={orgId}>{() => null}</OrgAuthFrame>;
  if (!resources) return <PageSpinner label="Loading organisation" />;

  const hero = resources.background
    ? `linear-gradient(180deg, rgba(0,0,0,0.5), rgba(0,0,0,0.35)), url("${resources.background}") center / cover no-repeat`
    : undefined;
  return (
    <Flex direction="column" minH="100vh" bg="surface">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        px={{ base: '4', md: '10' }}
        py="4"
        bg="bg"
        borderBottomWidth="1px"
      >
        <OrgLogo src={resources.logo} name={resources.tradeName} height="9" />
        <Button asChild size="sm">
          <RouterLink to={`/login/${encodeURIComponent(orgId)}`}>Sign in</RouterLink>
        </Button>
      </Flex>
      <Flex
        as="main"
        flex="1"
        align="center"
        color="white"
        bgGradient="to-br"
        gradientFrom="brand.solid"
        gradientTo="sidebar"
        style={hero ? { background: hero } : undefined}
      >
        <Box
          w="full"
          maxW="5xl"
          mx="auto"
          px={{ base: '5', md: '8' }}
          py={{ base: '16', md: '24' }}
        >
          <Stack
            gap="8"
            align={{ base: 'center', md: 'start' }}
            textAlign={{ base: 'center', md: 'start' }}
          >
            <Box bg="white" rounded="xl" p="4" shadow="lg">
              <OrgLogo
                src={resources.kioskLogo}
                name={`${resources.tradeName} kiosk`}
                height="16"
                maxWidth="full"
              />
            </Box>
            <Stack gap="3" maxW="2xl">
              <Heading
                as="h1"
                size={{ base: '3xl', md: '5xl' }}
                fontWeight="semibold"
                lineHeight="1.1"
              >
                {resources.tradeName}
              </Heading>
              <Text fontSize={{ base: 'md', md: 'xl' }} opacity={0.9}>
                Your timekeeping, leave, approvals and payslips, in one place.
              </Text>
            </Stack>
            <Button asChild size="xl" bg="white" color="brand.fg" _hover={{ bg: 'whiteAlpha.900' }}>
              <RouterLink to={`/login/${encodeURIComponent(orgId)}`}>Sign in</RouterLink>
            </Button>
          </Stack>
        </Box>
      </Flex>
      <Box as="footer" py="5" textAlign="center" fontSize="sm" color="fg.muted">
        {resources.registeredName}
      </Box>
    </Flex>
  );
}
