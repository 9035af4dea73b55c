import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { CareersOpenings, CareersReceipt, PublicOpening } from '../../../shared/api/careers';
import { formatFieldValue } from '../../../shared/format/field-value';
import { formatCentavos } from '../../../shared/format/money';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { OrgLogo } from '../../components/org-logo';
import { OrgPickerForm } from '../../components/org-picker-form';
import { PageSpinner } from '../../components/page-spinner';
import { messageOf } from '../../lib/api-error';
import { lastOrg, loginPath } from '../../lib/last-org';
import { useOrgResources } from '../../lib/use-org-resources';
import { ApplicationForm } from './application-form';
import { careersRequests } from './careers-requests';

const pesos = (centavos: number) => `₱${formatCentavos(centavos).replace(/\.00$/, '')}`;

function payOf({ salaryMin, salaryMax }: PublicOpening): string | null {
  if (salaryMin !== null && salaryMax !== null)
    return `${pesos(salaryMin)} – ${pesos(salaryMax)} a month`;
  if (salaryMin !== null) return `from ${pesos(salaryMin)} a month`;
  if (salaryMax !== null) return `up to ${pesos(salaryMax)} a month`;
  return null;
}

function OpeningCard({
  opening,
  applying,
  onApply,
  children,
}: {
  opening: PublicOpening;
  applying: boolean;
  onApply: () => void;
  children: ReactNode;
}) {
  const facts = [
    opening.department,
    opening.site,
    opening.workArrangement,
    opening.employmentType,
  ].filter(Boolean);
  const pay = payOf(opening);
  return (
    <Box
      as="article"
      bg="bg"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '5', md: '6' }}
      aria-labelledby={`opening-${opening.id}`}
    >
      <Flex gap="4" justify="space-between" align="start" wrap="wrap">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={`opening-${opening.id}`}>
            {opening.title}
          </Heading>
          <Text color="fg.muted">{facts.join(' · ')}</Text>
          <HStack gap="2" wrap="wrap">
            {pay ? <Badge variant="subtle">{pay}</Badge> : null}
            <Badge variant="subtle">
              {opening.openings === 1 ? '1 opening' : `${opening.openings} openings`}
            </Badge>
            {opening.closesOn ? (
              <Badge variant="outline">
                Apply by {formatFieldValue({ kind: 'date', schema: {} }, opening.closesOn)}
              </Badge>
            ) : null}
          </HStack>
        </Stack>
        {applying ? null : (
          <Button onClick={onApply} aria-label={`Apply for ${opening.title}`}>
            Apply
          </Button>
        )}
      </Flex>
      {opening.description ? (
        <Text mt="4" whiteSpace="pre-line">
          {opening.description}
        </Text>
      ) : null}
      {opening.qualifications ? (
        <Box mt="4">
          <Text fontWeight="semibold" fontSize="sm">
            Qualifications
          </Text>
          <Text whiteSpace="pre-line">{opening.qualifications}</Text>
        </Box>
      ) : null}
      {children}
    </Box>
  );
}

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'done'; data: CareersOpenings };

/** The openings of one organisation, and the application to one of them. */
function Openings({ orgId }: { orgId: string }) {
  const { resources } = useOrgResources(orgId);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [applying, setApplying] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<CareersReceipt | null>(null);
  useEffect(() => {
    let active = true;
    careersRequests.openings(orgId).then(
      (data) => active && setLoad({ status: 'done', data }),
      (error: unknown) =>
        active &&
        setLoad({
          status: 'failed',
          message: messageOf(error, 'The openings could not be loaded.'),
        }),
    );
    return () => {
      active = false;
    };
  }, [orgId, attempt]);

  const name = load.status === 'done' ? load.data.organization : (resources?.tradeName ?? orgId);
  let body;
  if (load.status === 'loading') body = <PageSpinner />;
  else if (load.status === 'failed')
    body = (
      <LoadError
        message={load.message}
        onRetry={() => {
          setLoad({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  else if (load.data.openings.length === 0)
    body = (
      <Box bg="bg" rounded="xl" borderWidth="1px">
        <EmptyState
          icon="building"
          title="No openings right now"
          description="Please come back later: new openings are posted here."
        />
      </Box>
    );
  else
    body = load.data.openings.map((opening) => (
      <OpeningCard
        key={opening.id}
        opening={opening}
        applying={applying === opening.id}
        onApply={() => {
          setApplying(opening.id);
          setReceipt(null);
        }}
      >
        {applying === opening.id ? (
          <Box mt="6" pt="6" borderTopWidth="1px">
            <Heading as="h3" size="md" mb="4">
              Apply for {opening.title}
            </Heading>
            <ApplicationForm
              orgId={orgId}
              opening={opening}
              onSent={(sent) => {
                setReceipt(sent);
                setApplying(null);
              }}
            />
          </Box>
        ) : null}
      </OpeningCard>
    ));
  return (
    <Stack gap="6">
      <HStack gap="4">
        <OrgLogo src={resources?.logo} name={name} height="12" />
        <Stack gap="0">
          <Heading as="h1" size="2xl">
            Careers at {name}
          </Heading>
          <Text color="fg.muted">Open positions you can apply for today.</Text>
        </Stack>
      </HStack>
      {receipt ? (
        <FormAlert status="success">
          Thank you: your application for {receipt.opening} is in (reference {receipt.reference}).
          The recruitment team will contact you by e-mail.
        </FormAlert>
      ) : null}
      {body}
      <Text fontSize="sm" color="fg.muted">
        Already work here?{' '}
        <RouterLink to={loginPath(orgId)} style={{ textDecoration: 'underline' }}>
          Sign in
        </RouterLink>
      </Text>
    </Stack>
  );
}

/**
 * `/session/application` (`?org=acme`): an organisation's careers page, where anyone may apply
 * for its open positions; without an organisation, it asks which.
 */
export function CareersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orgId = params.get('org') ?? lastOrg.get();
  return (
    <Box as="main" minH="100vh" bg="surface" py={{ base: '6', md: '12' }}>
      <Box maxW="4xl" mx="auto" px={{ base: '4', md: '6' }}>
        {orgId ? (
          <Openings key={orgId} orgId={orgId} />
        ) : (
          <Stack gap="6" maxW="md" mx="auto" bg="bg" p="8" rounded="xl" borderWidth="1px">
            <Heading as="h1" size="xl">
              Careers
            </Heading>
            <Text color="fg.muted">Which company's openings would you like to see?</Text>
            <OrgPickerForm
              onSubmit={(org) =>
                void navigate(`/session/application?org=${encodeURIComponent(org)}`)
              }
            />
          </Stack>
        )}
      </Box>
    </Box>
  );
}
