import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import type { AccrueResponse } from '../../../shared/api/leave-credits';
import { workClock } from '../../../shared/timekeeping/time-labels';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { FormStack } from '../../components/form-stack';
import { TextInput } from '../../components/text-input';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** "2026-03" as people read it: "March 2026". */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

interface AccrueMonthDialogProps {
  onClose: () => void;
  onAccrued: (result: AccrueResponse) => void;
}

/**
 * Picks a month and, once confirmed, grants every active employee that month's credits by
 * their leave template. Mounted while open.
 */
export function AccrueMonthDialog({ onClose, onAccrued }: AccrueMonthDialogProps) {
  const current = workClock(new Date()).slice(0, 7);
  const [month, setMonth] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const valid = MONTH.test(month) && month <= current;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    setError(null);
    try {
      onAccrued(await apiClient.post<AccrueResponse>('/api/hcm/leave-credits/accrue', { month }));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The accrual could not be run.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      size="sm"
      closeOnInteractOutside={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Accrue a month of leave credits</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormStack id={formId} noValidate onSubmit={(event) => void submit(event)}>
                <FormField
                  label="Month"
                  error={month && !valid ? 'Choose this month or an earlier one.' : undefined}
                  required
                >
                  <TextInput
                    type="month"
                    max={current}
                    value={month}
                    onChange={(event) => setMonth(event.target.value)}
                  />
                </FormField>
                <Stack gap="2" color="fg.muted">
                  <Text>
                    {valid
                      ? `Every active employee hired by the end of ${monthLabel(month)} earns that month's credits under their leave template.`
                      : 'Every active employee earns the month’s credits under their leave template.'}
                  </Text>
                  <Text>
                    Monthly leave types grant a twelfth of the year’s days; yearly ones grant the
                    whole year in January. Credits already granted for the month are not granted
                    twice.
                  </Text>
                </Stack>
                {error ? <FormAlert status="error">{error}</FormAlert> : null}
              </FormStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" form={formId} loading={busy} disabled={!valid}>
                {valid ? `Accrue ${monthLabel(month)}` : 'Accrue'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
