import { session } from '../../lib/session';
import { RequiredStepDialog } from './required-step-dialog';
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
    <RequiredStepDialog
      title="Set up two-step sign-in"
      size="lg"
      onSignOut={onSignOut}
      description={`${tradeName ?? 'Your organisation'} requires two-step sign-in for your role. From now on you sign in with your password and a code from an authenticator app on your phone. Set it up now to continue.`}
    >
      <TwoStepEnrolment wide owner={owner} onDone={() => session.setMustEnrolSecondFactor(false)} />
    </RequiredStepDialog>
  );
}
