import { Box, Button, Flex, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { motion, type PanInfo } from 'framer-motion';
import { useRef, type KeyboardEvent } from 'react';
import type { RecordItem } from '../../../../shared/api/records';
import type { FieldInfo } from '../../../../shared/forms/fields';
import { formatFieldValue } from '../../../../shared/format/field-value';
import { neighbourColumn } from './board-moves';

interface BoardCardProps {
  item: RecordItem;
  name: string;
  fields: FieldInfo[];
  column: string;
  columns: readonly string[];
  saving: boolean;
  onMove: (to: string) => void;
  onOpen: () => void;
}

/**
 * The column under the pointer where a drag ended, other than the card's own: the dragged card
 * itself is under the pointer too, inside its own column.
 */
function columnAt(event: MouseEvent | TouchEvent | PointerEvent, card: Element | null) {
  const point = 'changedTouches' in event ? event.changedTouches[0] : event;
  if (!point || !card) return null;
  const column = document
    .elementsFromPoint(point.clientX, point.clientY)
    .find((element) => element.matches('[data-board-column]') && !element.contains(card));
  return column?.getAttribute('data-board-column') ?? null;
}

/**
 * One record on the board: dragged to another column, or moved from the keyboard (arrow keys
 * on the focused card, or its "Move to" menu); Enter opens the record.
 */
export function BoardCard(props: BoardCardProps) {
  const { item, name, fields, column, columns, saving, onMove, onOpen } = props;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') return onOpen();
    const to = neighbourColumn(columns, column, event.key);
    if (to) {
      event.preventDefault();
      onMove(to);
    }
  }
  const cardRef = useRef<HTMLDivElement>(null);
  const onDragEnd = (event: MouseEvent | TouchEvent | PointerEvent, _info: PanInfo) => {
    const to = columnAt(event, cardRef.current);
    if (to) onMove(to);
  };

  return (
    <motion.div
      ref={cardRef}
      layout
      layoutId={item.id}
      drag={!saving}
      dragSnapToOrigin
      dragMomentum={false}
      whileDrag={{ scale: 1.03, zIndex: 20, cursor: 'grabbing' }}
      onDragEnd={onDragEnd}
      style={{ position: 'relative', touchAction: 'none' }}
    >
      <Box
        role="group"
        tabIndex={0}
        aria-label={`${name}, in ${column}. Left and right arrow keys move it; Enter opens it.`}
        aria-busy={saving || undefined}
        onKeyDown={onKeyDown}
        bg="bg"
        borderWidth="1px"
        rounded="md"
        shadow="xs"
        p="3"
        cursor="grab"
        opacity={saving ? 0.7 : 1}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
        data-testid="board-card"
      >
        <Flex justify="space-between" align="start" gap="2">
          <Button
            variant="plain"
            p="0"
            h="auto"
            minW="0"
            fontWeight="semibold"
            textAlign="start"
            whiteSpace="normal"
            onClick={onOpen}
            onPointerDownCapture={(event) => event.stopPropagation()}
          >
            {name}
          </Button>
          <Menu.Root onSelect={({ value }) => onMove(value)}>
            <Menu.Trigger asChild>
              <Button
                size="2xs"
                variant="ghost"
                // Its name starts with what it shows, so speech input finds it by that.
                aria-label={`Move to (${name})`}
                onPointerDownCapture={(event) => event.stopPropagation()}
              >
                Move to
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {columns
                    .filter((value) => value !== column)
                    .map((value) => (
                      <Menu.Item key={value} value={value}>
                        {value}
                      </Menu.Item>
                    ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </Flex>
        <Stack as="dl" gap="1" mt="1" fontSize="sm">
          {fields.flatMap((field) => {
            const text = formatFieldValue(field, item.data[field.name]);
            return text
              ? [
                  <Flex key={field.name} gap="2" minW="0">
                    <Text as="dt" color="fg.muted" flexShrink={0}>
                      {field.title}
                    </Text>
                    <Text as="dd" minW="0" truncate>
                      {text}
                    </Text>
                  </Flex>,
                ]
              : [];
          })}
        </Stack>
      </Box>
    </motion.div>
  );
}
