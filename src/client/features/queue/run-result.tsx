import { Box, Stack, Text } from '@chakra-ui/react';
import { StoredFileButton } from '../../components/stored-file-button';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown) =>
  Array.isArray(value) ? `${value.length} item${value.length === 1 ? '' : 's'}` : String(value);

/**
 * What a succeeded run produced: its stored file (reports, ZIPs) to download, and its plain
 * figures (employees, days, rows) by name.
 */
export function RunResult({ result }: { result: unknown }) {
  if (!isRecord(result)) return null;
  const fileId = typeof result.fileId === 'string' ? result.fileId : null;
  const fileName = typeof result.fileName === 'string' ? result.fileName : 'result';
  const figures = Object.entries(result).filter(
    ([name, value]) => !['fileId', 'fileName'].includes(name) && value !== null && !isRecord(value),
  );
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">Result</Text>
      {fileId ? (
        <Box>
          <StoredFileButton fileId={fileId} fileName={fileName}>
            Download {fileName}
          </StoredFileButton>
        </Box>
      ) : null}
      {figures.map(([name, value]) => (
        <Text key={name} fontSize="sm">
          <Text as="span" color="fg.muted">
            {name}:
          </Text>{' '}
          {shown(value)}
        </Text>
      ))}
    </Stack>
  );
}
