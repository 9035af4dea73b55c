import type { OrganizationSummary } from '../../../shared/api/tenancy';
import { ConfirmDialog } from '../../components/alert-dialog';

export type StatusChange = { org: OrganizationSummary; to: 'suspended' | 'active' };

/** Asks before suspending or resuming, saying what it does to the organisation's people. */
export function StatusChangeDialog({
  change,
  busy,
  onConfirm,
  onCancel,
}: {
  change: StatusChange | null;
  busy: boolean;
  onConfirm: (change: StatusChange) => void;
  onCancel: () => void;
}) {
  const suspending = change?.to === 'suspended';
  const name = change ? `"${change.org.tradeName}"` : 'the organisation';
  return (
    <ConfirmDialog
      open={change !== null}
      title={suspending ? `Suspend ${name}?` : `Resume ${name}?`}
      confirmLabel={suspending ? 'Suspend' : 'Resume'}
      cancelLabel="Cancel"
      destructive={suspending}
      loading={busy}
      onConfirm={() => {
        if (change) onConfirm(change);
      }}
      onCancel={onCancel}
    >
      {suspending
        ? 'Every session of its people ends at once, and nobody of it can sign in, punch at its kiosks or answer e-mailed approval links until it is resumed. Nothing is deleted.'
        : 'Its people can sign in again. The sessions the suspension ended stay ended: everyone signs in anew.'}
    </ConfirmDialog>
  );
}
