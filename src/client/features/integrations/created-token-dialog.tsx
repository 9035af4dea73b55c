import { Alert, chakra, Link, Stack, Text } from '@chakra-ui/react';
import type { CreatedIntegrationToken } from '../../../shared/api/integration-tokens';
import { CopyButton } from '../../components/copy-button';
import { DoneDialog } from '../../components/done-dialog';
import { SecretOutput } from '../../components/secret-output';

interface CreatedTokenDialogProps {
  created: CreatedIntegrationToken;
  orgId: string;
  onClose: () => void;
}

/** A call another system makes with the token; `<path>` is any call its scopes allow. */
const exampleCall = (token: string, orgId: string) =>
  [
    `curl "${window.location.origin}/api/<path>" \\`,
    `  -H "Authorization: Bearer ${token}" \\`,
    `  -H "x-org-id: ${orgId}"`,
  ].join('\n');

const Code = chakra('pre', {
  base: {
    fontFamily: 'mono',
    fontSize: 'sm',
    bg: 'bg.muted',
    borderWidth: '1px',
    rounded: 'md',
    px: '3',
    py: '2',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
  },
});

/**
 * The new token, shown this once: the server keeps only its hash. Escape and clicks outside do
 * not close it, so it is not lost by accident.
 */
export function CreatedTokenDialog({ created, orgId, onClose }: CreatedTokenDialogProps) {
  const example = exampleCall(created.token, orgId);
  return (
    <DoneDialog
      title={<>Token &ldquo;{created.item.name}&rdquo; is ready</>}
      size="lg"
      closeOnEscape={false}
      onClose={onClose}
    >
      <Alert.Root status="warning" rounded="md">
        <Alert.Indicator />
        <Alert.Description>
          Copy the token now: it will not be shown again. Only a fingerprint of it is kept, so if it
          is lost, revoke it and make a new one.
        </Alert.Description>
      </Alert.Root>
      <SecretOutput label="Integration token" value={created.token} copyLabel="Copy token" />
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="medium">
          Example call
        </Text>
        <Text fontSize="sm" color="fg.muted">
          The other system sends the token and the organisation with every call; it needs no
          password. Replace &lt;path&gt; with a call its scopes allow: the{' '}
          <Link href="/api/docs" target="_blank" rel="noreferrer" color="brand.fg">
            API reference
          </Link>{' '}
          lists them all.
        </Text>
        <Code aria-label="Example call">{example}</Code>
        <CopyButton text={example} label="Copy example" />
      </Stack>
    </DoneDialog>
  );
}
