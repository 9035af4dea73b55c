import { Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { PayRegister } from '../../../../shared/api/payroll-registers';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';
import { useCan } from '../../../lib/use-grants';
import { registerPaths } from '../payroll-paths';
import { CutoffCalendar } from './cutoff-calendar';
import { MembersPanel } from './members-panel';
import { RegisterSettingsPanel } from './register-settings-panel';

/** `/register/view/:id`: a register's settings, members and cut-offs. */
export function RegisterViewPage() {
  const { id = '' } = useParams();
  const account = useCurrentAccount();
  const can = useCan();
  const { data, error, isLoading, mutate } = useSWR<PayRegister>(
    registerKeys.register(account.accountId, id),
  );
  const canEdit = can('payroll.compute');

  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <LoadError
        message={error?.message ?? 'The register could not be loaded.'}
        onRetry={() => void mutate()}
      />
    );
  return (
    <>
      <PageHeader
        title={data.name}
        description={
          <>
            <Link asChild>
              <RouterLink to={registerPaths.list}>Payroll registers</RouterLink>
            </Link>{' '}
            · {data.memberCount === 1 ? '1 member' : `${data.memberCount} members`}
          </>
        }
      />
      <Stack gap="6">
        <CutoffCalendar registerId={data.id} canEdit={canEdit} />
        <RegisterSettingsPanel
          key={data.version}
          register={data}
          canEdit={canEdit}
          onSaved={(saved) => void mutate(saved, { revalidate: false })}
        />
        <MembersPanel registerId={data.id} canEdit={canEdit} onChanged={() => void mutate()} />
      </Stack>
    </>
  );
}
