import { Button, chakra, Flex, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { IMPORT_MAX_BYTES, type ImportReport } from '../../../../shared/api/record-import';
import type { FormResponse } from '../../../../shared/api/records';
import { formatFileSize } from '../../../../shared/format/file-size';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { SectionCard } from '../../../components/section-card';
import { saveBlob } from '../../../lib/save-blob';
import { FormGate } from '../form-gate';
import { definitionPaths } from '../routes/record-paths';
import { ImportProblemsTable } from './import-problems-table';
import { ImportSummary } from './import-summary';
import { importRequests } from './import-requests';

const ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

type Busy = 'template' | 'check' | 'import' | null;

function Importer({ form }: { form: FormResponse }) {
  const { definition } = form;
  const plural = (definition.pluralTitle ?? definition.title).toLowerCase();
  const counted = (n: number) => `${n} ${n === 1 ? definition.title.toLowerCase() : plural}`;
  const listPath = definitionPaths({
    formId: definition.formId,
    route: definition.route,
    listAtBase: definition.listAtBase ?? false,
  }).list;
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [imported, setImported] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  // Bumped to clear the file input once its file is imported.
  const [inputKey, setInputKey] = useState(0);

  async function run(kind: Exclude<Busy, null>, work: () => Promise<void>, fallback: string) {
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

  const downloadTemplate = () =>
    run(
      'template',
      async () => {
        const { blob, filename } = await importRequests.template(definition.formId);
        saveBlob(blob, filename ?? `${definition.formId}-import-template.xlsx`);
      },
      'The template could not be downloaded.',
    );

  const check = (chosen: File) =>
    run(
      'check',
      async () => {
        setReport(await importRequests.send(definition.formId, chosen, true));
      },
      'The file could not be checked.',
    );

  const importFile = (chosen: File) =>
    run(
      'import',
      async () => {
        try {
          setImported(await importRequests.send(definition.formId, chosen, false));
          setReport(null);
          setFile(null);
          setInputKey((key) => key + 1);
        } catch (error) {
          // Something changed since the check (an employee left, say): show what is wrong now.
          setReport(await importRequests.send(definition.formId, chosen, true).catch(() => null));
          throw error;
        }
      },
      'The file could not be imported.',
    );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setReport(null);
    setImported(null);
    setProblem(
      chosen && chosen.size > IMPORT_MAX_BYTES
        ? `The file is ${formatFileSize(chosen.size)}; it must be at most ${formatFileSize(IMPORT_MAX_BYTES)}.`
        : null,
    );
  }

  if (!form.canWrite) {
    return (
      <Panel>
        <EmptyState
          icon="alert"
          title="Import not available"
          description={`You may view but not add ${plural}.`}
        />
      </Panel>
    );
  }

  const tooLarge = Boolean(file && file.size > IMPORT_MAX_BYTES);
  const ready = Boolean(report && report.problems.length === 0 && report.rowsValid > 0);

  return (
    <>
      <PageHeader
        title={`Import ${plural}`}
        description="Fill in the template, check the file, then import it: every row is saved, or none."
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
          title="2. Check and import the file"
          description={`An Excel workbook (.xlsx) or a CSV file in UTF-8, up to ${formatFileSize(IMPORT_MAX_BYTES)}. The check reads every row and saves nothing.`}
        >
          <Stack gap="4">
            <Stack gap="1.5">
              <chakra.label htmlFor={inputId} fontSize="sm" fontWeight="medium">
                File to import
              </chakra.label>
              <chakra.input
                key={inputKey}
                id={inputId}
                type="file"
                accept={ACCEPT}
                fontSize="sm"
                disabled={busy !== null}
                onChange={choose}
              />
            </Stack>
            <HStack gap="3" wrap="wrap">
              <Button
                variant="outline"
                disabled={!file || tooLarge || busy !== null}
                loading={busy === 'check'}
                loadingText="Checking"
                onClick={() => file && void check(file)}
              >
                Check file
              </Button>
              <Button
                disabled={!file || !ready || busy !== null}
                loading={busy === 'import'}
                loadingText="Importing"
                onClick={() => file && void importFile(file)}
              >
                {ready && report
                  ? `Import ${report.rowsValid} ${report.rowsValid === 1 ? 'row' : 'rows'}`
                  : 'Import'}
              </Button>
              {file && !report && !tooLarge ? (
                <Text fontSize="sm" color="fg.muted">
                  Check the file before importing it.
                </Text>
              ) : null}
            </HStack>
            {problem ? <FormAlert status="error">{problem}</FormAlert> : null}
            {imported ? (
              <FormAlert status="success">
                <Flex gap="1" wrap="wrap">
                  <span>Imported {counted(imported.imported)}.</span>
                  <ChakraLink asChild fontWeight="medium" textDecoration="underline">
                    <Link to={listPath}>Open the list</Link>
                  </ChakraLink>
                </Flex>
              </FormAlert>
            ) : null}
            {report ? <ImportSummary report={report} /> : null}
            {report && report.problems.length > 0 ? (
              <ImportProblemsTable problems={report.problems} />
            ) : null}
          </Stack>
        </SectionCard>
      </Stack>
    </>
  );
}

/**
 * The importer of any definition that opts in (`importer` in schemas/): template download, a
 * check that lists every bad cell, and an all-or-nothing import once the check is clean.
 */
export function RecordImporter({ formId }: { formId: string }) {
  return <FormGate formId={formId}>{(form) => <Importer form={form} />}</FormGate>;
}
