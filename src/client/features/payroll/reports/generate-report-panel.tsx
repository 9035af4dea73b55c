import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type {
  GenerateReportRequest,
  ReportRunResult,
  ReportWriter,
} from '../../../../shared/api/payroll-reports';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { ProgressBar } from '../../../components/progress-bar';
import { isApiError } from '../../../lib/api-error';
import { NativeSelect } from '../../../components/native-select';
import { useJobRun } from '../cutoffs/use-job-run';
import { StoredFileButton } from '../../../components/stored-file-button';
import { PAYOUT_CHOICE, PeriodFields, type PeriodDraft } from './period-fields';
import { reportRequests } from './report-requests';

/** Last month, YYYY-MM: the one usually remitted. */
function lastMonth(): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

const requestOf = (writer: ReportWriter, draft: PeriodDraft): GenerateReportRequest => {
  if (writer.period === 'month')
    return { writerId: writer.id, ...(draft.month ? { month: draft.month } : {}) };
  if (writer.period === 'year')
    return { writerId: writer.id, ...(draft.year ? { year: Number(draft.year) } : {}) };
  return {
    writerId: writer.id,
    ...(draft.cutoffId.startsWith(PAYOUT_CHOICE)
      ? { payoutId: draft.cutoffId.slice(PAYOUT_CHOICE.length) }
      : draft.cutoffId
        ? { cutoffId: draft.cutoffId }
        : {}),
    ...(draft.bankAccountId ? { bankAccountId: draft.bankAccountId } : {}),
  };
};

interface GenerateReportPanelProps {
  writers: ReportWriter[];
  /** Called once a file is made, so the list shows it. */
  onMade: () => void;
}

/** Pick a report and its period, generate it in the background, follow it, download it. */
export function GenerateReportPanel({ writers, onMade }: GenerateReportPanelProps) {
  const [writerId, setWriterId] = useState(writers[0]?.id ?? '');
  const [draft, setDraft] = useState<PeriodDraft>({
    month: lastMonth(),
    year: String(new Date().getFullYear() - 1),
    cutoffId: '',
    bankAccountId: '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [runId, setRunId] = useState<string | null>(null);
  const { data: run } = useJobRun(runId);
  const writer = writers.find((entry) => entry.id === writerId);
  const running = run !== undefined && (run.state === 'queued' || run.state === 'running');

  const madeRunId = run?.state === 'succeeded' ? run.id : null;
  useEffect(() => {
    if (madeRunId) onMade();
  }, [madeRunId, onMade]);

  const generate = async () => {
    if (!writer) return;
    setStarting(true);
    setRunId(null);
    setErrors({});
    setMessage(null);
    try {
      setRunId((await reportRequests.generate(requestOf(writer, draft))).runId);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = Object.fromEntries(
        // A payout is chosen in the cut-off's field: its errors show there.
        error.fields.map((field) => [
          field.path === '/payoutId' ? 'cutoffId' : field.path.slice(1),
          field.message,
        ]),
      );
      setErrors(fields);
      setMessage(error.fields.length > 0 ? null : error.message);
    } finally {
      setStarting(false);
    }
  };

  const result = run?.state === 'succeeded' ? (run.result as ReportRunResult) : null;
  return (
    <Stack gap="4" align="stretch" maxW="40rem">
      <FormField label="Report" error={errors.writerId} helper={writer?.description}>
        <NativeSelect
          value={writerId}
          onChange={(event) => {
            setWriterId(event.target.value);
            setErrors({});
          }}
        >
          {writers.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.title}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {writer ? (
        <PeriodFields writer={writer} draft={draft} errors={errors} onChange={setDraft} />
      ) : null}
      <Button
        alignSelf="start"
        onClick={() => void generate()}
        loading={starting || running}
        loadingText="Generating"
        disabled={!writer}
      >
        Generate
      </Button>
      {message ? <FormAlert status="error">{message}</FormAlert> : null}
      {run && running ? (
        <Stack gap="1">
          <ProgressBar label="Report progress" done={run.done} total={run.total} />
          <Text fontSize="sm" color="fg.muted">
            {run.message || 'Waiting to start'}
          </Text>
        </Stack>
      ) : null}
      {run?.state === 'failed' ? (
        <FormAlert status="error">The file could not be made: {run.error ?? run.message}</FormAlert>
      ) : null}
      {result ? (
        <Stack gap="2">
          <FormAlert status="success">
            {result.fileName} is ready: {result.rows} {result.rows === 1 ? 'row' : 'rows'}.
          </FormAlert>
          <StoredFileButton fileId={result.fileId} fileName={result.fileName} alignSelf="start" />
          {result.skipped.length > 0 ? (
            <FormAlert status="error">
              Left out of the file:
              <List.Root ps="4">
                {result.skipped.map((entry) => (
                  <List.Item key={entry.employeeNumber}>
                    {entry.name} ({entry.employeeNumber}): {entry.reason}
                  </List.Item>
                ))}
              </List.Root>
            </FormAlert>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
