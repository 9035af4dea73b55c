import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { EMPLOYEE_FORM_ID } from '../../../shared/api/employee-profile';
import {
  IMPORT_MAX_BYTES,
  type ColumnMapping,
  type ImportBatch,
  type ImportMode,
} from '../../../shared/api/import-batches';
import type { FormResponse } from '../../../shared/api/records';
import { formatFileSize } from '../../../shared/format/file-size';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { SectionCard } from '../../components/section-card';
import { saveBlob } from '../../lib/save-blob';
import { FormGate } from '../form-gate';
import { definitionPaths } from '../routes/record-paths';
import { CheckSummary } from './check-summary';
import { ColumnMappingTable, unmappedRequired } from './column-mapping';
import { ImportHistoryTable } from './import-history';
import { importRequests } from './import-requests';
import { ImportRunProgress } from './import-run-progress';
import { ImportResult } from './import-result';
import { useImportRun } from './use-import-run';

const ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

type Busy = 'template' | 'upload' | 'check' | 'commit' | 'file' | null;

function Importer({ form, mode }: { form: FormResponse; mode: ImportMode }) {
  const { definition } = form;
  const plural = (definition.pluralTitle ?? definition.title).toLowerCase();
  const listPath = definitionPaths(definition).list;
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [batch, setBatch] = useState<ImportBatch | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping[]>([]);
  const [runId, setRunId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [historyVersion, setHistoryVersion] = useState(0);
  const show = (found: ImportBatch) => {
    setBatch(found);
    setMapping(found.mapping);
  };

  // A check or commit has ended: read the batch again for its counts and status.
  const { data: run } = useImportRun(runId, (ended) => {
    setRunId(null);
    if (ended.state === 'failed') setProblem(ended.error ?? 'The run failed.');
    if (batch)
      importRequests
        .batch(batch.id)
        .then(show, (error: unknown) =>
          setProblem(messageOf(error, 'The import could not be read.')),
        );
    setHistoryVersion((version) => version + 1);
  });

  async function act(kind: Exclude<Busy, null>, work: () => Promise<void>, fallback: string) {
    setBusy(kind);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(messageOf(error, fallback));
    } finally {
      setBusy(null);
    }
  }

  const reset = () => {
    setBatch(null);
    setFile(null);
    setMapping([]);
    setProblem(null);
  };

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setProblem(
      chosen && chosen.size > IMPORT_MAX_BYTES
        ? `The file is ${formatFileSize(chosen.size)}; it must be at most ${formatFileSize(IMPORT_MAX_BYTES)}.`
        : null,
    );
  }

  const upload = (chosen: File) =>
    act(
      'upload',
      async () => show(await importRequests.upload(definition.formId, chosen, mode)),
      'The file could not be uploaded.',
    );

  const check = (current: ImportBatch) =>
    act(
      'check',
      async () => {
        const changed = JSON.stringify(mapping) !== JSON.stringify(current.mapping);
        if (changed) show(await importRequests.map(current.id, mapping));
        const started = await importRequests.check(current.id);
        setBatch({ ...current, mapping, status: 'checking', counts: null });
        setRunId(started.runId);
      },
      'The file could not be checked.',
    );

  const commit = (current: ImportBatch, skipBadRows: boolean) =>
    act(
      'commit',
      async () => {
        const started = await importRequests.commit(current.id, skipBadRows);
        setBatch({ ...current, status: 'committing' });
        setRunId(started.runId);
      },
      'The file could not be imported.',
    );

  const downloadTemplate = () =>
    act(
      'template',
      async () => {
        const { blob, filename } = await importRequests.template(definition.formId);
        saveBlob(blob, filename ?? `${definition.formId}-import-template.xlsx`);
      },
      'The template could not be downloaded.',
    );

  const downloadProblems = (current: ImportBatch) =>
    act(
      'file',
      async () => {
        const { blob, filename } = await importRequests.problemsFile(current.id);
        saveBlob(blob, filename ?? 'import-problems.xlsx');
      },
      'The problems file could not be downloaded.',
    );

  if (!form.canWrite)
    return (
      <Panel>
        <EmptyState
          icon="alert"
          title="Import not available"
          description={`You may view but not add ${plural}.`}
        />
      </Panel>
    );

  const tooLarge = Boolean(file && file.size > IMPORT_MAX_BYTES);
  const status = batch?.status;
  const editable =
    batch !== null &&
    (status === 'uploaded' || status === 'checked' || status === 'failed') &&
    busy === null;
  const missing = batch ? unmappedRequired(mapping, batch.fields) : [];

  return (
    <>
      <PageHeader
        title={mode === 'update' ? `Update ${plural}` : `Import ${plural}`}
        description={
          mode === 'update'
            ? 'Each row changes the record its key names; a row that names nobody is refused.'
            : 'Upload a file, match its columns, check every row, then import the good ones. An import can be undone.'
        }
        actions={
          <Button asChild variant="outline">
            <Link to={listPath}>Back to the list</Link>
          </Button>
        }
      />
      <Stack gap="6">
        <SectionCard
          title="1. Download the template"
          description="One column per field, titled as on the form, with an example row to replace. Dates as 2026-01-31, amounts in pesos (1500.00), Yes or No, employees by employee number."
        >
          <Button
            variant="outline"
            onClick={() => void downloadTemplate()}
            loading={busy === 'template'}
            loadingText="Downloading"
          >
            Download template (.xlsx)
          </Button>
        </SectionCard>

        <SectionCard
          title="2. Upload the file"
          description={`An Excel workbook (.xlsx) or a CSV file in UTF-8, up to ${formatFileSize(IMPORT_MAX_BYTES)}.${
            definition.formId === EMPLOYEE_FORM_ID
              ? " Importing sends no e-mail: sign-in invitations for new employees are sent from each employee's profile."
              : ''
          }`}
        >
          <Stack gap="3">
            <Stack gap="1.5">
              <chakra.label htmlFor={inputId} fontSize="sm" fontWeight="medium">
                File to import
              </chakra.label>
              <chakra.input
                id={inputId}
                type="file"
                accept={ACCEPT}
                fontSize="sm"
                disabled={busy !== null || batch !== null}
                onChange={choose}
              />
            </Stack>
            <Flex gap="3">
              <Button
                disabled={!file || tooLarge || busy !== null || batch !== null}
                loading={busy === 'upload'}
                loadingText="Uploading"
                onClick={() => file && void upload(file)}
              >
                Upload
              </Button>
              {batch ? (
                <Button
                  variant="outline"
                  onClick={reset}
                  disabled={busy !== null || runId !== null}
                >
                  Choose another file
                </Button>
              ) : null}
            </Flex>
          </Stack>
        </SectionCard>

        {problem ? <FormAlert status="error">{problem}</FormAlert> : null}

        {batch ? (
          <SectionCard
            title="3. Match the columns"
            description="Each column of the file is matched to a field by its title; change any that are wrong, or leave a column out."
          >
            <Stack gap="4">
              <ColumnMappingTable
                mapping={mapping}
                fields={batch.fields}
                disabled={!editable}
                onChange={setMapping}
              />
              <Flex>
                <Button
                  disabled={!editable || missing.length > 0}
                  loading={busy === 'check'}
                  loadingText="Starting"
                  onClick={() => void check(batch)}
                >
                  Check the file
                </Button>
              </Flex>
            </Stack>
          </SectionCard>
        ) : null}

        {batch && (status === 'checking' || status === 'committing' || runId) ? (
          <SectionCard title={status === 'committing' ? '5. Importing' : '4. Checking every row'}>
            <ImportRunProgress
              run={run}
              label={status === 'committing' ? 'Import progress' : 'Check progress'}
            />
          </SectionCard>
        ) : null}

        {batch?.counts && (status === 'checked' || status === 'failed') ? (
          <SectionCard title="4. Check result" description="Nothing has been saved yet.">
            <CheckSummary
              batch={{ ...batch, counts: batch.counts }}
              busy={busy !== null}
              onDownloadProblems={() => void downloadProblems(batch)}
              onUploadAgain={reset}
              onCommit={(skip) => void commit(batch, skip)}
            />
          </SectionCard>
        ) : null}

        {batch?.counts && (status === 'committed' || status === 'undone') ? (
          <ImportResult
            batch={{ ...batch, counts: batch.counts }}
            listPath={listPath}
            onUndone={() => {
              void importRequests.batch(batch.id).then(show);
              setHistoryVersion((version) => version + 1);
            }}
          />
        ) : null}

        <SectionCard title="Imports of this form">
          <Text fontSize="sm" color="fg.muted" mb="3">
            Each import can be undone while nobody has changed its records since.
          </Text>
          <ImportHistoryTable formId={definition.formId} version={historyVersion} />
        </SectionCard>
      </Stack>
    </>
  );
}

/**
 * The batch importer of any definition that opts in (`importer` in schemas/): template, upload,
 * column matching, a check of every row with its problems, the import of the good rows with
 * progress, and undo. `mode="update"` only changes records the rows' key names.
 */
export function RecordImporter({ formId, mode = 'create' }: { formId: string; mode?: ImportMode }) {
  return <FormGate formId={formId}>{(form) => <Importer form={form} mode={mode} />}</FormGate>;
}
