import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { APPLICATION_DETAILS_SCHEMAS } from '../../../../shared/api/application-details';
import type { StoredFile } from '../../../../shared/api/records';
import type { ApplicationKind } from '../../../../shared/applications/application-kinds';
import { openStoredFile } from '../../../engine/api/open-stored-file';
import { formatDate } from '../application-format';

interface PropertyNode {
  title?: string;
  format?: string;
  type?: string;
}

function isStoredFiles(value: unknown): value is StoredFile[] {
  return (
    Array.isArray(value) && value.every((file) => typeof file === 'object' && file && 'id' in file)
  );
}

/** One detail as people read it: dates spelled out, yes/no, a schedule's label, files to open. */
function DetailValue({ node, value }: { node: PropertyNode; value: unknown }) {
  if (isStoredFiles(value))
    return (
      <Stack gap="1" align="start">
        {value.map((file) => (
          <Button
            key={file.id}
            variant="plain"
            size="sm"
            p="0"
            h="auto"
            color="brand.fg"
            textDecoration="underline"
            onClick={() => openStoredFile(file)}
          >
            {file.name}
          </Button>
        ))}
      </Stack>
    );
  let text: string;
  if (typeof value === 'boolean') text = value ? 'Yes' : 'No';
  else if (typeof value === 'string' && node.format === 'date') text = formatDate(value);
  else if (typeof value === 'object' && value && 'label' in value) text = String(value.label);
  else text = String(value);
  return <Text whiteSpace="pre-wrap">{text}</Text>;
}

/** An application's details in the order and with the titles of its kind's schema. */
export function DetailsList({
  kind,
  details,
}: {
  kind: ApplicationKind;
  details: Record<string, unknown>;
}) {
  const properties = APPLICATION_DETAILS_SCHEMAS[kind].properties as Record<string, PropertyNode>;
  const shown = Object.entries(properties).filter(([name, node]) => {
    // Ids (a movement's record, a workflow record's form) are for the server, not for reading.
    if (node.format === 'uuid' || name.endsWith('Id')) return false;
    const value = details[name];
    return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
  });
  return (
    <Grid as="dl" templateColumns="minmax(7rem, auto) minmax(0, 1fr)" gapX="4" gapY="2">
      {shown.map(([name, node]) => (
        <Box key={name} display="contents">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {node.title ?? name}
          </Text>
          <Box as="dd" fontSize="sm">
            <DetailValue node={node} value={details[name]} />
          </Box>
        </Box>
      ))}
    </Grid>
  );
}
