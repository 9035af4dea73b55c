import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AccrueResponse } from '../../../shared/api/leave-credits';
import { workClock } from '../../../shared/timekeeping/time-labels';
import { FormField } from '../../components/form-field';
import { FormDialog } from '../../components/form-dialog';
import { TextInput } from '../../components/text-input';
import { apiClient } from '../../lib/api-client';

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
  const valid = MONTH.test(month) && month <= current;

  return (
    <FormDialog
      role="alertdialog"
      size="sm"
      title="Accrue a month of leave credits"
      submitLabel={valid ? `Accrue ${monthLabel(month)}` : 'Accrue'}
      submitDisabled={!valid}
      onSubmit={async () =>
        onAccrued(await apiClient.post<AccrueResponse>('/api/hcm/leave-credits/accrue', { month }))
      }
      onClose={onClose}
    >
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
          Monthly leave types grant a twelfth of the year’s days; yearly ones grant the whole year
          in January. Credits already granted for the month are not granted twice.
        </Text>
      </Stack>
    </FormDialog>
  );
}
