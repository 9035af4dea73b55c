import { AlertDialog } from '../../components/alert-dialog';
import { clearCachesAndReload } from '../../lib/clear-caches';

interface VersionDialogProps {
  versions: { server: string; current: string } | null;
}

export function VersionDialog({ versions }: VersionDialogProps) {
  return (
    <AlertDialog
      open={versions !== null}
      title="Information"
      actionLabel="Update"
      onAction={() => void clearCachesAndReload()}
    >
      {versions
        ? `New version ${versions.server} is available. You are using an outdated version ${versions.current}.`
        : null}
    </AlertDialog>
  );
}
