import { Badge, Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { RecordItem } from '../../../../shared/api/records';
import type { FieldInfo } from '../../../../shared/forms/fields';
import { formatFieldValue } from '../../../../shared/format/field-value';
import { useRecordPages, type RecordQuery } from '../../api/use-record-pages';
import { BusySpinner } from '../../../../../renderers/inputs/busy-spinner';

interface MatrixCellProps {
  /** The list's query narrowed to this cell's row and column values. */
  query: RecordQuery;
  name: string | undefined;
  cardFields: FieldInfo[];
  nameOf: (item: RecordItem) => string;
  viewPath: (recordId: string) => string;
  /** Dark cells sit where both values are the highest (top right). */
  emphasis: number;
}

const TONES = ['bg.muted', 'brand.subtle', 'brand.muted'] as const;

/** One cell of the grid: its name, how many records, and the first page of them as links. */
export function MatrixCell({
  query,
  name,
  cardFields,
  nameOf,
  viewPath,
  emphasis,
}: MatrixCellProps) {
  const pages = useRecordPages(
    query,
    cardFields.map((field) => field.name),
  );
  const count = pages.total?.count;
  return (
    <Stack
      as="section"
      aria-label={name ?? 'Cell'}
      bg={TONES[Math.min(emphasis, TONES.length - 1)]}
      rounded="md"
      p="3"
      gap="2"
      minH="36"
    >
      <Flex justify="space-between" align="center" gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          {name}
        </Text>
        <Badge aria-label={count === undefined ? 'counting' : `${count} records`}>
          {count === undefined ? '…' : `${count}${pages.total?.isEstimate ? '+' : ''}`}
        </Badge>
      </Flex>
      {pages.isLoading ? (
        <BusySpinner size="sm" label="Loading" />
      ) : pages.error ? (
        <Button size="xs" variant="outline" onClick={pages.retry}>
          Retry
        </Button>
      ) : pages.items.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          Nobody
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" fontSize="sm">
          {pages.items.map((item) => (
            <Box as="li" key={item.id}>
              <Link asChild fontWeight="medium">
                <RouterLink to={viewPath(item.id)}>{nameOf(item)}</RouterLink>
              </Link>
              {cardFields.slice(1).map((field) => {
                const text = formatFieldValue(field, item.data[field.name]);
                return text ? (
                  <Text key={field.name} color="fg.muted" fontSize="xs" truncate>
                    {field.title}: {text}
                  </Text>
                ) : null;
              })}
            </Box>
          ))}
        </Stack>
      )}
      {pages.hasMore ? (
        <Button size="xs" variant="outline" loading={pages.loadingMore} onClick={pages.loadMore}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
