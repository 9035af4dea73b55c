import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { session } from '../../lib/session';
import { TwoStepEnrolment } from './two-step-enrolment';
import { useOwnerName } from './two-step-card';

/**
 * A session whose organisation requires two-step sign-in of this person, who has none yet: a
 * dialog that cannot be dismissed until the authenticator is set up (or the person signs out).
 * The server refuses everything else meanwhile.
 */
export function SecondFactorGate({
  tradeName,
  onSignOut,
}: {
  tradeName: string | null;
  onSignOut: () => void;
}) {
  const owner = useOwnerName();
  return (
    <Dialog.Root
      open
      placement="center"
      size="lg"
      closeOnEscape={false}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>Set up two-step sign-in</Dialog.Title>
              <Text fontSize="sm" color="fg.muted">
                {tradeName ?? 'Your organisation'} requires two-step sign-in for your role. From now
                on you sign in with your password and a code from an authenticator app on your
                phone. Set it up now to continue.
              </Text>
            </Dialog.Header>
            <Dialog.Body>
              <TwoStepEnrolment
                wide
                owner={owner}
                onDone={() => session.setMustEnrolSecondFactor(false)}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onSignOut}>
                Sign out
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
