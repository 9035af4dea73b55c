import { Button, Flex, Grid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { LastPayDraft } from '../../../../shared/api/last-pay';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { TextInput } from '../../../components/text-input';
import { isApiError } from '../../../lib/api-error';
import { LastPayReview } from './last-pay-review';
import { payoutRequests } from './payout-api';

/**
 * `/payroll/last-pay-generator`: an employee's last pay (DOLE LA 06-2020). The records give the
 * inputs, payroll reviews them, and the computed last pay is saved as a special payout.
 */
export function LastPayPage() {
  const [employeeNumber, setEmployeeNumber] = useState('');
  const [separationDate, setSeparationDate] = useState('');
  const [draft, setDraft] = useState<LastPayDraft | null>(null);
  const [errors, setErrors] = useState<{ employee?: string; separation?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const gather = async () => {
    setBusy(true);
    setDraft(null);
    setMessage(null);
    setErrors({});
    try {
      setDraft(await payoutRequests.lastPayDraft(employeeNumber.trim(), separationDate));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === 'not_found') setErrors({ employee: 'No employee has this number' });
      else if (error.fieldMessage('/separationDate'))
        setErrors({ separation: error.fieldMessage('/separationDate') });
      else setMessage(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Last pay"
        description="Final pay at separation: unpaid salary, leave conversion, the pro-rated 13th month, the year's tax settled, loans set off. Due within 30 days of separation."
      />
      <Stack gap="6">
        <Panel
          as="form"
          p="4"
          onSubmit={(event) => {
            event.preventDefault();
            void gather();
          }}
        >
          <Stack gap="4">
            {message ? <FormAlert status="error">{message}</FormAlert> : null}
            <Grid
              templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 16rem)) auto' }}
              gap="4"
              alignItems="start"
            >
              <FormField label="Employee number" error={errors.employee} required>
                <TextInput
                  value={employeeNumber}
                  onChange={(event) => setEmployeeNumber(event.target.value)}
                />
              </FormField>
              <FormField
                label="Separation date"
                helper="Empty: the one on the employee record"
                error={errors.separation}
              >
                <TextInput
                  type="date"
                  value={separationDate}
                  onChange={(event) => setSeparationDate(event.target.value)}
                />
              </FormField>
              <Flex pt={{ base: 0, md: '7' }}>
                <Button type="submit" loading={busy} loadingText="Gathering">
                  Gather inputs
                </Button>
              </Flex>
            </Grid>
          </Stack>
        </Panel>
        {draft ? <LastPayReview key={JSON.stringify(draft)} draft={draft} /> : null}
      </Stack>
    </>
  );
}
