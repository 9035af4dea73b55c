import { Button, Flex, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { Payslip, PayslipAdjustment } from '../../../../shared/api/payroll-registers';
import { ConfirmDialog } from '../../../components/alert-dialog';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { isApiError } from '../../../lib/api-error';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';
import { registerRequests } from '../api/register-requests';
import { canChangePayroll } from '../payroll-access';
import { myPayslipPaths, registerPaths } from '../payroll-paths';
import { usePayrollFlags } from '../use-payroll-flags';
import { AddLineDialog } from './add-line-dialog';
import { PayslipPdfMenu } from './payslip-pdf-menu';
import { PayslipView } from './payslip-view';

/** A payslip, for payroll staff (`own` false: from its cut-off) or its employee (read only). */
function PayslipPage({ own }: { own: boolean }) {
  const { registerId = '', registerCutoffId, registerCutOffId, filename = '' } = useParams();
  const cutoffId = (own ? registerCutOffId : registerCutoffId) ?? '';
  const account = useCurrentAccount();
  const flags = usePayrollFlags();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayslipAdjustment | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useSWR<Payslip>(
    registerKeys.payslip(account.accountId, cutoffId, filename),
  );

  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <LoadError
        message={error?.message ?? 'The payslip could not be loaded.'}
        onRetry={() => void mutate()}
      />
    );

  const canEdit =
    !own &&
    canChangePayroll(account.role) &&
    data.cutoff.status === 'Computed' &&
    flags !== null &&
    !flags.hideEditPayslip;
  const saved = (payslip: Payslip) => {
    void mutate(payslip, { revalidate: false });
    setMessage(null);
  };
  const remove = async (adjustment: PayslipAdjustment) => {
    setBusy(true);
    try {
      saved(await registerRequests.removePayslipLine(cutoffId, filename, adjustment.id));
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setMessage(failure.message);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <>
      <PageHeader
        title={data.employeeName}
        description={
          <Link asChild>
            {own ? (
              <RouterLink to={myPayslipPaths.list}>Back to my payslips</RouterLink>
            ) : (
              <RouterLink to={registerPaths.cutoff(registerId, cutoffId)}>
                Back to the cut-off
              </RouterLink>
            )}
          </Link>
        }
        actions={
          <Flex gap="2" wrap="wrap">
            <PayslipPdfMenu payslip={data} onError={setMessage} />
            {canEdit ? <Button onClick={() => setAdding(true)}>Add or change a line</Button> : null}
          </Flex>
        }
      />
      <Stack gap="6">
        {message ? <FormAlert status="error">{message}</FormAlert> : null}
        <PayslipView payslip={data} onRemoveLine={canEdit ? setRemoving : undefined} />
      </Stack>
      {adding ? (
        <AddLineDialog
          payslip={data}
          onClose={() => setAdding(false)}
          onSaved={(payslip) => {
            saved(payslip);
            setAdding(false);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this line?"
        confirmLabel="Remove"
        cancelLabel="Keep"
        destructive
        loading={busy}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
        onCancel={() => setRemoving(null)}
      >
        {removing
          ? `${removing.type} ${removing.name} comes off the payslip and its taxes and net pay are computed again.`
          : null}
      </ConfirmDialog>
    </>
  );
}

/** `/register/cutoff/view-payslip/:registerId/:registerCutoffId/:filename`. */
export const StaffPayslipPage = () => <PayslipPage own={false} />;

/** `/hcm/payslip/view/:registerId/:registerCutOffId/:filename`: the employee's own, read only. */
export const MyPayslipPage = () => <PayslipPage own />;
