import { Alert, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { ImportReport } from '../../../../shared/api/record-import';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The counts of a checked file and the columns it could not use. */
export function ImportSummary({ report }: { report: ImportReport }) {
  const problems = report.problems.length + report.moreProblems;
  return (
    <Stack gap="3" aria-live="polite">
      <HStack gap="3" wrap="wrap">
        <Badge size="lg" variant="subtle">
          {plural(report.rowsRead, 'row')} read
        </Badge>
        <Badge size="lg" variant="subtle" colorPalette="green">
          {plural(report.rowsValid, 'good row')}
        </Badge>
        <Badge size="lg" variant="subtle" colorPalette={problems > 0 ? 'red' : 'gray'}>
          {plural(problems, 'problem')}
        </Badge>
      </HStack>
      {problems === 0 && report.rowsValid > 0 ? (
        <Text fontSize="sm">Every row is ready to import.</Text>
      ) : null}
      {problems > 0 ? (
        <Text fontSize="sm">
          Correct these cells in the file, choose it again and check it: nothing is imported while
          any row has a problem.
          {report.moreProblems > 0 ? ` Only the first ${report.problems.length} are listed.` : ''}
        </Text>
      ) : null}
      {report.unknownColumns.length > 0 ? (
        <Alert.Root status="warning" rounded="md">
          <Alert.Indicator />
          <Alert.Description>
            Ignored columns that match no field: {report.unknownColumns.join(', ')}.
          </Alert.Description>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
