import { Box, Grid, Link, Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { Cutoff } from '../../../../shared/api/payroll-cutoffs';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { Panel } from '../../../components/panel';
import type { ApiKey } from '../../../lib/swr-keys';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';
import { useCan } from '../../../lib/use-grants';
import { registerPaths } from '../payroll-paths';
import { ToggleButtons } from '../../../components/toggle-buttons';
import { formatPeriod } from '../period-text';
import { usePayrollFlags, useReleaseHidden } from '../use-payroll-flags';
import { CutoffActions } from './cutoff-actions';
import { CutoffDownloads } from './cutoff-downloads';
import { CutoffFacts } from './cutoff-facts';
import { CutoffLinks } from './cutoff-links';
import { PayslipCompare } from './payslip-compare';
import { PayslipsTable } from './payslips-table';
import { ReadinessPanel } from './readiness-panel';

const SHOWING = [
  { value: 'payslips', label: 'Payslips' },
  { value: 'compare', label: 'Compare' },
] as const;

/** `/register/cutoff/:registerId/:registerCutoffId`: compute, check, release and download. */
export function CutoffPage() {
  const { registerId = '', registerCutoffId = '' } = useParams();
  const account = useCurrentAccount();
  const flags = usePayrollFlags();
  const releaseHidden = useReleaseHidden();
  const { mutate: mutateAny } = useSWRConfig();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [showing, setShowing] = useState<'payslips' | 'compare'>('payslips');
  const { data, error, isLoading, mutate } = useSWR<Cutoff>(
    registerKeys.cutoff(account.accountId, registerCutoffId),
  );
  const can = useCan();
  const may = {
    compute: can('payroll.compute'),
    release: can('payroll.release') && !releaseHidden,
    distribute: can('payroll.release'),
  };

  // Totals, readiness, payslips and comparisons all follow a computation or a release.
  const refresh = useCallback(() => {
    void mutateAny(
      (key) =>
        typeof key === 'object' && key !== null && (key as ApiKey).path.includes(registerCutoffId),
    );
  }, [mutateAny, registerCutoffId]);

  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <LoadError
        message={error?.message ?? 'The cut-off could not be loaded.'}
        onRetry={() => void mutate()}
      />
    );
  return (
    <>
      <PageHeader
        title={`${data.registerName}: ${formatPeriod(data.periodStart, data.periodEnd)}`}
        description={
          <Link asChild>
            <RouterLink to={registerPaths.register(registerId)}>Back to the register</RouterLink>
          </Link>
        }
        actions={
          data.payslips > 0 ? <CutoffDownloads cutoff={data} onError={setDownloadError} /> : null
        }
      />
      <Stack gap="6">
        {downloadError ? <FormAlert status="error">{downloadError}</FormAlert> : null}
        <Grid
          templateColumns={{
            base: '1fr',
            lg: data.status === 'Released' ? '1fr' : 'minmax(0, 3fr) minmax(0, 2fr)',
          }}
          gap="6"
        >
          <Panel p="4">
            <Stack gap="4">
              <CutoffFacts cutoff={data} flags={flags} />
              <CutoffLinks cutoff={data} />
              {may.compute || may.distribute ? (
                <CutoffActions cutoff={data} may={may} onChanged={refresh} />
              ) : null}
            </Stack>
          </Panel>
          {data.status === 'Released' ? null : <ReadinessPanel cutoffId={data.id} />}
        </Grid>
        <Panel>
          <Box px="4" py="3">
            <ToggleButtons label="Show" value={showing} options={SHOWING} onChange={setShowing} />
          </Box>
          {showing === 'compare' ? (
            <PayslipCompare cutoffId={data.id} />
          ) : (
            <PayslipsTable cutoff={data} />
          )}
        </Panel>
      </Stack>
    </>
  );
}
