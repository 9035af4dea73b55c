import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { RecordItem } from '../../../../shared/api/records';
import type { FieldInfo } from '../../../../shared/forms/fields';
import { useRecordPages, type RecordQuery } from '../../api/use-record-pages';
import { BoardCard } from './board-card';
import { columnCards, type PendingMove } from './board-moves';
import { BusySpinner } from '../../../../../renderers/inputs/busy-spinner';

interface BoardColumnProps {
  value: string;
  field: string;
  query: RecordQuery;
  /** Data fields the cards show (the first names the card). */
  cardFields: FieldInfo[];
  columns: readonly string[];
  moves: readonly PendingMove[];
  nameOf: (item: RecordItem) => string;
  onMove: (item: RecordItem, from: string, to: string) => void;
  onOpen: (item: RecordItem) => void;
  register: (value: string, reload: (() => Promise<void>) | null) => void;
}

/** One value of the board's field: its records, a page at a time, and how many there are. */
export function BoardColumn(props: BoardColumnProps) {
  const { value, field, query, cardFields, columns, moves, nameOf, onMove, onOpen, register } =
    props;
  const pages = useRecordPages({ ...query, filter: { ...query.filter, [field]: value } }, [
    ...new Set([field, ...cardFields.map((f) => f.name)]),
  ]);
  const reload = useRef(pages.reload);
  useEffect(() => {
    reload.current = pages.reload;
  });
  useEffect(() => {
    register(value, () => reload.current());
    return () => register(value, null);
  }, [register, value]);

  const cards = columnCards(value, pages.items, moves, field);
  const arriving = moves.filter((move) => move.to === value).length;
  const leaving = moves.filter((move) => move.from === value).length;
  const count = pages.total ? pages.total.count + arriving - leaving : null;
  const headingId = `board-column-${value.replace(/\W+/g, '-')}`;

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      data-board-column={value}
      w="272px"
      flexShrink={0}
      bg="bg.muted"
      rounded="lg"
      p="3"
      gap="3"
      minH="48"
    >
      <Flex justify="space-between" align="center">
        <Heading as="h2" size="sm" id={headingId}>
          {value}
        </Heading>
        <Badge aria-label={count === null ? 'counting' : `${count} records`}>
          {count === null ? '…' : `${count}${pages.total?.isEstimate ? '+' : ''}`}
        </Badge>
      </Flex>
      {pages.isLoading ? (
        <Flex justify="center" py="6">
          <BusySpinner size="sm" label="Loading" />
        </Flex>
      ) : pages.error && cards.length === 0 ? (
        <Stack gap="2" fontSize="sm">
          <Text color="fg.error">This column could not be loaded.</Text>
          <Button size="xs" variant="outline" onClick={pages.retry}>
            Retry
          </Button>
        </Stack>
      ) : cards.length === 0 ? (
        <Box
          color="fg.muted"
          fontSize="sm"
          textAlign="center"
          py="6"
          borderWidth="1px"
          borderStyle="dashed"
          rounded="md"
        >
          Nothing here
        </Box>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none" aria-label={`${value} records`}>
          {cards.map((item) => (
            <li key={item.id}>
              <BoardCard
                item={item}
                name={nameOf(item)}
                fields={cardFields.slice(1)}
                column={value}
                columns={columns}
                saving={moves.some((move) => move.item.id === item.id)}
                onMove={(to) => onMove(item, value, to)}
                onOpen={() => onOpen(item)}
              />
            </li>
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
