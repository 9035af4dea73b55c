import { AlertDialog } from '../../components/alert-dialog';

export function NetworkErrorDialog({ code }: { code: string | null }) {
  return (
    <AlertDialog
      open={code !== null}
      title={`Network Error ${code ?? ''}`.trim()}
      actionLabel="Okay"
      onAction={() => window.location.reload()}
    >
      Please check your internet connection and refresh the page
    </AlertDialog>
  );
}
