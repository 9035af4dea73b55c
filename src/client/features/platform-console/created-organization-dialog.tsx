import { Alert, Text } from '@chakra-ui/react';
import type { CreatedOrganization, CreateOrganizationRequest } from '../../../shared/api/tenancy';
import { DoneDialog } from '../../components/done-dialog';
import { SecretOutput } from '../../components/secret-output';

interface CreatedOrganizationDialogProps {
  created: CreatedOrganization;
  request: CreateOrganizationRequest;
  onClose: () => void;
}

/**
 * The new organisation's first sign-in link, shown this once. Escape and clicks outside do not
 * close it, so it is not lost by accident.
 */
export function CreatedOrganizationDialog({
  created,
  request,
  onClose,
}: CreatedOrganizationDialogProps) {
  return (
    <DoneDialog
      title={<>&ldquo;{request.tradeName}&rdquo; is ready</>}
      size="lg"
      closeOnEscape={false}
      onClose={onClose}
    >
      <Text>
        Its administrator <strong>{created.adminUsername}</strong> has no password yet. An e-mail to{' '}
        {request.adminEmail} with this first sign-in link was queued: the app sends it when a mail
        server is set up. If it cannot reach them, give them the link yourself.
      </Text>
      <Alert.Root status="warning" rounded="md">
        <Alert.Indicator />
        <Alert.Description>
          The link is shown only now and works once. If it expires, they choose &ldquo;Forgot
          password?&rdquo; on the sign-in page.
        </Alert.Description>
      </Alert.Root>
      <SecretOutput label="Invitation link" value={created.invitationLink} copyLabel="Copy link" />
      <Text fontSize="sm" color="fg.muted">
        Its people sign in at{' '}
        <Text as="span" fontFamily="mono">
          {window.location.origin}/login/{created.orgId}
        </Text>
        .
      </Text>
    </DoneDialog>
  );
}
