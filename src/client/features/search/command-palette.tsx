import {
  Box,
  Button,
  createListCollection,
  Dialog,
  Flex,
  Input,
  Kbd,
  Listbox,
  Portal,
  Spinner,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavGroup } from '../../../shared/navigation';
import { AppIcon } from '../../components/app-icon';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useCan } from '../../lib/use-grants';
import { useViewport } from '../../lib/use-viewport';
import { colleaguePath, profilePath } from '../../lib/profile-paths';
import { useSearch } from './api/use-search';
import { foundItems, menuItems, PALETTE_SECTIONS, type PaletteItem } from './palette-items';

const bySection = (a: PaletteItem, b: PaletteItem) =>
  PALETTE_SECTIONS.indexOf(a.section) - PALETTE_SECTIONS.indexOf(b.section);

interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  groups: readonly NavGroup[];
}

/**
 * Ctrl+K: one box that finds actions and pages of the person's menu (at once, in the browser)
 * and people and records (from the server, as they type). Arrow keys move, Enter opens, Escape
 * closes; the first line is highlighted so Enter alone goes to the best match.
 */
export function CommandPalette({ open, onClose, groups }: CommandPaletteProps) {
  const navigate = useNavigate();
  const can = useCan();
  const { accountId } = useCurrentAccount();
  const viewport = useViewport();
  const [query, setQuery] = useState('');
  const { found, searching, error } = useSearch(query, accountId);
  // A colleague opens on the full profile for those who may read it, else on the public card.
  const personPath = can('people.read') ? profilePath : colleaguePath;

  const items = useMemo(
    () => [...menuItems(groups, query), ...foundItems(found, personPath)].sort(bySection),
    [groups, query, found, personPath],
  );
  const collection = useMemo(
    () =>
      createListCollection({
        items,
        itemToValue: (item) => item.value,
        itemToString: (item) => item.label,
        groupBy: (item) => item.section,
      }),
    [items],
  );
  const go = (value: string) => {
    const item = items.find((candidate) => candidate.value === value);
    if (!item) return;
    onClose();
    setQuery('');
    navigate(item.path);
  };
  const typed = query.trim() !== '';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) onClose();
      }}
      placement="top"
      size={viewport === 'mobile' ? 'full' : 'lg'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="command-palette">
            <Dialog.Title srOnly>Search</Dialog.Title>
            <Listbox.Root
              collection={collection}
              onSelect={({ value }) => go(value)}
              selectionMode="single"
              loopFocus
              gap="0"
            >
              <Flex align="center" gap="2" px="4" borderBottomWidth="1px">
                <AppIcon name="search" />
                <Listbox.Input asChild autoHighlight>
                  <Input
                    role="combobox"
                    aria-expanded
                    aria-label="Search pages, people and records"
                    placeholder="Search pages, people, records or actions"
                    variant="flushed"
                    border="0"
                    size="lg"
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                  />
                </Listbox.Input>
                {searching && typed ? <Spinner size="sm" color="fg.muted" /> : null}
                {viewport === 'mobile' ? (
                  <Dialog.CloseTrigger asChild position="static">
                    <Button size="sm" variant="ghost">
                      Cancel
                    </Button>
                  </Dialog.CloseTrigger>
                ) : (
                  <Kbd size="sm">Esc</Kbd>
                )}
              </Flex>
              <Listbox.Content maxH={{ base: 'none', md: '28rem' }} p="2" aria-label="Results">
                {collection.group().map(([section, members]) => (
                  <Listbox.ItemGroup key={section}>
                    <Listbox.ItemGroupLabel color="fg.muted" fontSize="xs">
                      {section}
                    </Listbox.ItemGroupLabel>
                    {members.map((item) => (
                      <Listbox.Item
                        key={item.value}
                        item={item}
                        py="2"
                        _highlighted={{ bg: 'bg.muted', outline: 'none' }}
                      >
                        <Box minW="0">
                          <Listbox.ItemText lineClamp="1">{item.label}</Listbox.ItemText>
                          {item.detail ? (
                            <Text fontSize="xs" color="fg.muted" lineClamp="1">
                              {item.detail}
                            </Text>
                          ) : null}
                        </Box>
                      </Listbox.Item>
                    ))}
                  </Listbox.ItemGroup>
                ))}
                {items.length === 0 ? (
                  <Listbox.Empty color="fg.muted" py="6" textAlign="center">
                    {!typed
                      ? 'Type to find pages, people and records.'
                      : searching
                        ? 'Searching…'
                        : error
                          ? 'Search is not answering. Try again in a moment.'
                          : `Nothing matches “${query.trim()}”.`}
                  </Listbox.Empty>
                ) : null}
              </Listbox.Content>
            </Listbox.Root>
            <Flex
              gap="4"
              px="4"
              py="2"
              borderTopWidth="1px"
              fontSize="xs"
              color="fg.muted"
              hideBelow="md"
            >
              <Text>
                <Kbd size="sm">↑</Kbd> <Kbd size="sm">↓</Kbd> to move
              </Text>
              <Text>
                <Kbd size="sm">Enter</Kbd> to open
              </Text>
            </Flex>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
