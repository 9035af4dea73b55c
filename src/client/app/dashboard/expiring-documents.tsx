import { Badge, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type {
  ExpiringDocument,
  ExpiringDocumentsResponse,
} from '../../../shared/api/expiring-documents';
import { Panel } from '../../components/panel';
import { enginePaths } from '../../engine/routes/record-paths';
import type { ApiError } from '../../lib/api-error';
import type { ApiKey } from '../../lib/swr-keys';
import { useCurrentAccount } from '../../lib/use-current-account';
import { formatDay } from '../../features/payroll/period-text';

/** How many the home page lists; the count says how many more there are. */
const SHOWN = 6;
const certifications = enginePaths('onb-certifications');

/** "Expired 10 days ago", "Expires today", "In 20 days". */
function whenText({ daysLeft }: ExpiringDocument): string {
  if (daysLeft < 0) return `Expired ${-daysLeft} ${-daysLeft === 1 ? 'day' : 'days'} ago`;
  if (daysLeft === 0) return 'Expires today';
  return `In ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}

/**
 * HR's home: licences and certificates that have expired or expire within the window, soonest
 * first, each opening the person's certifications. Hidden from those who may not read them all.
 */
export function ExpiringDocuments() {
  const { accountId } = useCurrentAccount();
  const key: ApiKey = { path: '/api/hcm/expiring-documents', scope: accountId };
  const { data, error } = useSWR<ExpiringDocumentsResponse, ApiError>(key);
  if (error?.status === 403) return null;
  const shown = data?.items.slice(0, SHOWN) ?? [];
  return (
    <Panel as="section" aria-labelledby="expiring-documents" p="5">
      <Stack gap="3">
        <Heading as="h3" size="sm" id="expiring-documents">
          Expiring documents
        </Heading>
        {error ? (
          <Text color="fg.error">The expiring documents could not be loaded.</Text>
        ) : !data ? (
          <Text color="fg.muted">Loading…</Text>
        ) : shown.length === 0 ? (
          <Text color="fg.muted">
            No licence or certificate expires in the next {data.within} days.
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {shown.map((item) => (
              <Flex
                as="li"
                key={`${item.recordId}-${item.document}-${item.expiresOn}`}
                justify="space-between"
                align="center"
                gap="3"
                wrap="wrap"
              >
                <Stack gap="0">
                  <Link asChild fontWeight="medium">
                    <RouterLink to={certifications.view(item.recordId)}>
                      {item.employeeName}
                    </RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {item.document}
                    {item.number ? ` · ${item.number}` : ''} · {formatDay(item.expiresOn)}
                  </Text>
                </Stack>
                <Badge colorPalette={item.daysLeft < 0 ? 'red' : 'orange'} variant="subtle">
                  {whenText(item)}
                </Badge>
              </Flex>
            ))}
          </Stack>
        )}
        {data && data.total > shown.length ? (
          <Text fontSize="sm" color="fg.muted">
            {data.total - shown.length} more within {data.within} days.
          </Text>
        ) : null}
      </Stack>
    </Panel>
  );
}
