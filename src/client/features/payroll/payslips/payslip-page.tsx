import { Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { PayslipTemplate } from '../../../../shared/api/payslip-documents';
import type { Payslip, PayslipAdjustment } from '../../../../shared/api/payroll-payslips';
import { ConfirmDialog } from '../../../components/alert-dialog';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { isApiError } from '../../../lib/api-error';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';
import { registerRequests } from '../api/register-requests';
import { useCan } from '../../../lib/use-grants';
import { myPayslipPaths, registerPaths } from '../payroll-paths';
import { usePayrollFlags } from '../use-payroll-flags';
import { NoticeAlert } from '../cutoffs/notice-alert';
import { AddLineDialog } from './add-line-dialog';
import { PayslipPdfMenu } from './payslip-pdf-menu';
import { PayslipTemplateActions, TEMPLATE_LABELS } from './payslip-template-actions';
import { PayslipView } from './payslip-view';

type Screen = Parameters<typeof registerPaths.payslipScreen>[0];

/** Each staff layout's view screen, and the screen where its payslip is edited. */
const SCREENS: Record<PayslipTemplate, { view: Screen | null; edit: Screen }> = {
  standard: { view: null, edit: 'edit-payslip' },
  plants: { view: 'view-payslip-plants', edit: 'edit-payslip-plants' },
  aceho: { view: 'view-payslip-aceho', edit: 'edit-payslip' },
};

interface PayslipPageProps {
  /** The employee's own payslip (read only), rather than payroll's from its cut-off. */
  own?: boolean;
  /** The print layout the screen shows and downloads. */
  template?: PayslipTemplate;
  /** The edit screen: payroll adds and removes lines, each with a reason. */
  edit?: boolean;
}

/** Why a payslip cannot be edited, or null when it can. */
function refusal(payslip: Payslip, canChange: boolean, hidden: boolean): string | null {
  if (!canChange) return 'Only payroll and administrators edit payslips.';
  if (hidden) return 'Editing payslips is turned off for this organisation.';
  if (payslip.cutoff.status === 'Released')
    return 'The cut-off is released: its payslips are no longer changed.';
  if (payslip.cutoff.status !== 'Computed') return 'Compute the cut-off before editing payslips.';
  return null;
}

/** A payslip, for payroll staff (in a print layout, or to edit) or its employee (read only). */
function PayslipPage({ own = false, template = 'standard', edit = false }: PayslipPageProps) {
  const { registerId = '', registerCutoffId, registerCutOffId, filename = '' } = useParams();
  const cutoffId = (own ? registerCutOffId : registerCutoffId) ?? '';
  const account = useCurrentAccount();
  const can = useCan();
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

  // Until the organisation's switches load, editing stays hidden.
  const refused = own
    ? 'read only'
    : refusal(data, can('payroll.editPayslip'), flags?.hideEditPayslip ?? true);
  const canEdit = edit && refused === null;
  // The employee's own payslip keeps to their pages; staff's to the cut-off's.
  const screenPath = (screen: Screen | null) => {
    if (own)
      return screen === 'view-payslip-plants' || screen === 'view-payslip-aceho'
        ? myPayslipPaths.payslipScreen(screen, registerId, cutoffId, filename)
        : myPayslipPaths.payslip(registerId, cutoffId, filename);
    return screen
      ? registerPaths.payslipScreen(screen, registerId, cutoffId, filename)
      : registerPaths.payslip(registerId, cutoffId, filename);
  };
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
        title={edit ? `Edit payslip: ${data.employeeName}` : data.employeeName}
        description={
          <Link asChild data-print="hide">
            {own ? (
              <RouterLink to={myPayslipPaths.list}>Back to my payslips</RouterLink>
            ) : edit ? (
              <RouterLink to={screenPath(SCREENS[template].view)}>Back to the payslip</RouterLink>
            ) : (
              <RouterLink to={registerPaths.cutoff(registerId, cutoffId)}>
                Back to the cut-off
              </RouterLink>
            )}
          </Link>
        }
        actions={
          <Flex gap="2" wrap="wrap">
            {own ? (
              <PayslipPdfMenu payslip={data} onError={setMessage} />
            ) : (
              <PayslipTemplateActions payslip={data} template={template} onError={setMessage} />
            )}
            {!own && !edit && refused === null ? (
              <Button asChild variant="outline">
                <RouterLink to={screenPath(SCREENS[template].edit)}>Edit payslip</RouterLink>
              </Button>
            ) : null}
            {canEdit ? <Button onClick={() => setAdding(true)}>Add or change a line</Button> : null}
          </Flex>
        }
      />
      <Stack gap="6">
        {message ? <FormAlert status="error">{message}</FormAlert> : null}
        {edit && refused ? <NoticeAlert>{refused}</NoticeAlert> : null}
        {edit ? null : (
          <Flex as="nav" aria-label="Print layouts" gap="3" fontSize="sm" wrap="wrap">
            <Text color="fg.muted">Print layout:</Text>
            {(Object.keys(SCREENS) as PayslipTemplate[]).map((layout) =>
              layout === template ? (
                <Text key={layout} fontWeight="semibold" aria-current="page">
                  {TEMPLATE_LABELS[layout]}
                </Text>
              ) : (
                <Link asChild key={layout}>
                  <RouterLink to={screenPath(SCREENS[layout].view)}>
                    {TEMPLATE_LABELS[layout]}
                  </RouterLink>
                </Link>
              ),
            )}
          </Flex>
        )}
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
export const StaffPayslipPage = () => <PayslipPage />;

/** `/hcm/payslip/view/:registerId/:registerCutOffId/:filename`: the employee's own, read only. */
export const MyPayslipPage = () => <PayslipPage own />;

/** `/hcm/payslip/view-payslip-plants/...` and `-aceho/...`: the employee's own in another layout. */
export const MyPlantsPayslipPage = () => <PayslipPage own template="plants" />;
export const MyAcehoPayslipPage = () => <PayslipPage own template="aceho" />;

/** `/register/cutoff/view-payslip-plants/...`: read only, in the plants' half-sheet layout. */
export const PlantsPayslipPage = () => <PayslipPage template="plants" />;

/** `/register/cutoff/view-payslip-aceho/...`: read only, in the detailed layout. */
export const AcehoPayslipPage = () => <PayslipPage template="aceho" />;

/** `/register/cutoff/edit-payslip/...`: payroll adds and removes lines, with reasons. */
export const EditPayslipPage = () => <PayslipPage edit />;

/** `/register/cutoff/edit-payslip-plants/...`: the same, back to the plants layout. */
export const EditPlantsPayslipPage = () => <PayslipPage template="plants" edit />;
