import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { Consolidation } from '../../../../shared/api/payroll-consolidations';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { consolidationKeys } from '../api/consolidation-keys';
import { consolidatedPaths, registerPaths } from '../payroll-paths';
import { SharedPeriods } from './shared-periods';

/** `/consolidated-register/view/:id`: its registers and the pay periods of a year they share. */
export function ConsolidatedViewPage() {
  const { id = '' } = useParams();
  const account = useCurrentAccount();
  const [year, setYear] = useState(new Date().getFullYear());
  const { data, error, isLoading, mutate } = useSWR<Consolidation>(
    consolidationKeys.consolidation(account.accountId, id),
  );

  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <LoadError
        message={error?.message ?? 'The consolidated register could not be loaded.'}
        onRetry={() => void mutate()}
      />
    );
  return (
    <>
      <PageHeader
        title={data.name}
        description={
          <Link asChild>
            <RouterLink to={consolidatedPaths.list}>Consolidated registers</RouterLink>
          </Link>
        }
      />
      <Stack gap="6">
        <Box>
          <Heading as="h2" size="sm" mb="1">
            Registers
          </Heading>
          <Text>
            {data.registers.map((register, index) => (
              <Fragment key={register.id}>
                {index > 0 ? ', ' : null}
                <Link asChild>
                  <RouterLink to={registerPaths.register(register.id)}>{register.name}</RouterLink>
                </Link>
              </Fragment>
            ))}
          </Text>
        </Box>
        <SharedPeriods consolidation={data} year={year} onYear={setYear} />
      </Stack>
    </>
  );
}
