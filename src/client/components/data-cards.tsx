import { Box, chakra, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NativeCheckbox } from './native-checkbox';
import { SelectAllCheckbox } from './row-selection';

/** One row as a card: its title, its labelled fields, and its buttons on a line of their own. */
export interface DataCard {
  id: string;
  title: ReactNode;
  fields: { id: string; label: ReactNode; value: ReactNode; numeric?: boolean }[];
  actions: ReactNode[];
  selected?: boolean;
}

interface DataCardsProps {
  cards: DataCard[];
  ariaLabel?: string;
  /** Opens a card's row (its title should still hold a link or button for the keyboard). */
  onOpen?: (id: string) => void;
  /** With selection: each card's checkbox label, and what a change does. */
  selectLabel?: (id: string) => string;
  onSelect?: (id: string, on: boolean) => void;
  /** With selection: the box above the cards that selects or clears them all. */
  selectAll?: { label: string; onChange: (on: boolean) => void };
}

const Field = chakra('div', {
  base: { display: 'grid', gridTemplateColumns: '40% 1fr', gap: '3', fontSize: 'sm' },
});

/**
 * A table's rows as cards, for phones: every figure and every button on screen, none behind a
 * sideways scroll. `DataTable` draws them from its own columns below the mobile width.
 */
export function DataCards(props: DataCardsProps) {
  const { cards, ariaLabel, onOpen, selectLabel, onSelect, selectAll } = props;
  const chosen = cards.filter((card) => card.selected).length;
  const list = (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={ariaLabel}>
      {cards.map((card) => (
        <Box
          as="li"
          key={card.id}
          borderWidth="1px"
          rounded="lg"
          bg={card.selected ? 'brand.subtle' : 'bg'}
          p="4"
          cursor={onOpen ? 'pointer' : undefined}
          onClick={onOpen ? () => onOpen(card.id) : undefined}
        >
          <Flex gap="3" align="start">
            {onSelect ? (
              <Box onClick={(event) => event.stopPropagation()} pt="0.5">
                <NativeCheckbox
                  aria-label={selectLabel?.(card.id) ?? `Select ${card.id}`}
                  checked={card.selected ?? false}
                  onChange={(event) => onSelect(card.id, event.target.checked)}
                />
              </Box>
            ) : null}
            <Stack gap="2" flex="1" minW="0">
              <Box fontWeight="semibold">{card.title}</Box>
              {card.fields.map((field) => (
                <Field key={field.id}>
                  <Box color="fg.muted">{field.label}</Box>
                  <Box
                    minW="0"
                    overflowWrap="anywhere"
                    fontVariantNumeric={field.numeric ? 'tabular-nums' : undefined}
                  >
                    {field.value}
                  </Box>
                </Field>
              ))}
              {card.actions.length > 0 ? (
                <Flex
                  gap="2"
                  wrap="wrap"
                  justify="flex-end"
                  pt="1"
                  onClick={(event) => event.stopPropagation()}
                >
                  {card.actions}
                </Flex>
              ) : null}
            </Stack>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
  if (!selectAll) return list;
  return (
    <Stack gap="3">
      <chakra.label display="flex" gap="3" alignItems="center" px="4" pt="3" fontSize="sm">
        <SelectAllCheckbox total={cards.length} chosen={chosen} onChange={selectAll.onChange} />
        {selectAll.label}
      </chakra.label>
      {list}
    </Stack>
  );
}
