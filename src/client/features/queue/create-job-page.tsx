import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MANUAL_JOB_KINDS, type JobRun, type StartJobRequest } from '../../../shared/api/jobs';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
import { TextInput } from '../../components/text-input';
import { apiClient } from '../../lib/api-client';
import { fieldErrorsOf, messageOf } from '../../lib/api-error';
import { NativeSelect } from '../../components/native-select';

type Kind = StartJobRequest['kind'];

/**
 * `/queue/ui-queue/create-job` (admins): start by hand a run that is safe to repeat, through
 * the same queue as the screens that usually start it.
 */
export function CreateJobPage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<StartJobRequest>({
    kind: Object.keys(MANUAL_JOB_KINDS)[0] as Kind,
    from: '',
    to: '',
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    setFailure(null);
    setFields({});
    try {
      const run = await apiClient.post<JobRun>('/api/jobs', draft);
      void navigate(`/queue/${run.id}/view`);
    } catch (problem) {
      setFields(fieldErrorsOf(problem));
      setFailure(messageOf(problem, 'The job could not be started.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Start a job"
        description="Runs in the background; follow it on the job queue."
      />
      <Stack gap="4" maxW="xl">
        {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
        <SectionCard
          title="Recompute time records"
          description="Every employee's daily time records on the dates, from their punches, schedules, rosters, holidays and approved applications. Safe to run again."
        >
          <Stack gap="4">
            <FormField label="Job" error={fields['/kind']}>
              <NativeSelect
                value={draft.kind}
                onChange={(event) => setDraft({ ...draft, kind: event.target.value as Kind })}
              >
                {Object.entries(MANUAL_JOB_KINDS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="From" error={fields['/from']} required>
              <TextInput
                type="date"
                value={draft.from}
                onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              />
            </FormField>
            <FormField label="To" error={fields['/to']} helper="At most 62 days." required>
              <TextInput
                type="date"
                value={draft.to}
                onChange={(event) => setDraft({ ...draft, to: event.target.value })}
              />
            </FormField>
            <Button alignSelf="start" loading={busy} onClick={() => void start()}>
              Start
            </Button>
          </Stack>
        </SectionCard>
      </Stack>
    </>
  );
}
