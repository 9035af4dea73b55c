import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ImportBatch, ImportCounts } from '../../../shared/api/import-batches';
import { ImportProblemsTable } from './import-problems-table';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

interface CheckSummaryProps {
  batch: ImportBatch & { counts: ImportCounts };
  busy: boolean;
  onDownloadProblems: () => void;
  onUploadAgain: () => void;
  onCommit: (skipBadRows: boolean) => void;
}

/** What the dry run found: counts, every bad cell, and the ways on from there. */
export function CheckSummary({
  batch,
  busy,
  onDownloadProblems,
  onUploadAgain,
  onCommit,
}: CheckSummaryProps) {
  const { counts } = batch;
  const writes = counts.created + counts.updated;
  const commitLabel =
    counts.bad > 0
      ? `Import ${plural(counts.valid, 'good row')}, skip ${counts.bad} bad`
      : `Import ${plural(counts.valid, 'row')}`;
  return (
    <Stack gap="4" aria-live="polite">
      <HStack gap="3" wrap="wrap">
        <Badge size="lg" variant="subtle">
          {plural(counts.rowsRead, 'row')} read
        </Badge>
        <Badge size="lg" variant="subtle" colorPalette="green">
          {plural(counts.valid, 'good row')}
        </Badge>
        <Badge size="lg" variant="subtle" colorPalette={counts.bad > 0 ? 'red' : 'gray'}>
          {plural(counts.bad, 'bad row')}
        </Badge>
      </HStack>
      <Text fontSize="sm">
        {`Importing would create ${counts.created}, update ${counts.updated} and leave ${counts.unchanged} unchanged.`}
        {writes === 0 && counts.valid > 0 ? ' The file matches what is stored already.' : ''}
      </Text>
      {counts.problems > 0 ? (
        <>
          <ImportProblemsTable batchId={batch.id} />
          <Text fontSize="sm">
            Download the file with a Problems column, correct the cells listed and upload it again,
            or import the good rows now and the corrected ones later.
          </Text>
        </>
      ) : null}
      <HStack gap="3" wrap="wrap">
        {counts.problems > 0 ? (
          <Button variant="outline" onClick={onDownloadProblems} disabled={busy}>
            Download problems file
          </Button>
        ) : null}
        <Button variant="outline" onClick={onUploadAgain} disabled={busy}>
          Upload a corrected file
        </Button>
        <Button onClick={() => onCommit(counts.bad > 0)} disabled={busy || counts.valid === 0}>
          {commitLabel}
        </Button>
      </HStack>
    </Stack>
  );
}
