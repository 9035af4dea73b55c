import { AlertDialog } from '../../components/alert-dialog';
import { dialogStore } from '../../lib/dialog-store';
import { loginPath } from '../../lib/last-org';
import { session } from '../../lib/session';

interface SessionEndedDialogProps {
  open: boolean;
  navigate: (to: string) => void;
}

// Browsers only let scripts close tabs they opened; if this one stays open, go to sign-in.
const CLOSE_GRACE_MS = 150;

export function SessionEndedDialog({ open, navigate }: SessionEndedDialogProps) {
  const onOkay = () => {
    const orgId = session.get()?.account.orgId;
    window.close();
    window.setTimeout(() => {
      dialogStore.closeSessionEnded();
      session.reload();
      navigate(loginPath(orgId));
    }, CLOSE_GRACE_MS);
  };
  return (
    <AlertDialog open={open} title="Session Ended" actionLabel="Okay" onAction={onOkay}>
      A session has ended on another tab/browser.
    </AlertDialog>
  );
}
