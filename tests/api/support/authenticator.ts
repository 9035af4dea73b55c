import { setTimeout as sleep } from 'node:timers/promises';
import { generate } from 'otplib';

const STEP_SECONDS = 30;

/**
 * Waits until the current time step has a while left, so the codes of now and of the steps
 * either side stay inside the server's window while a test uses them.
 */
export async function steadyStep(secondsLeft = 12): Promise<void> {
  const left = STEP_SECONDS - ((Date.now() / 1000) % STEP_SECONDS);
  if (left < secondsLeft) await sleep(left * 1000 + 200);
}

/** What an authenticator app shows `steps` time steps from now. */
export const codeAt = (secret: string, steps = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP_SECONDS });
