import { Box, Tabs } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/**
 * The row of a Tabs.Root's triggers, styled here: the app's theme carries no tabs recipe (see
 * app/theme/chakra-base-config.ts). One row that scrolls sideways on a phone rather than
 * wrapping into a wall of tabs.
 */
export function TabRow({
  tabs,
  current,
}: {
  tabs: readonly { id: string; label: string }[];
  current: string | undefined;
}) {
  const row = useRef<HTMLDivElement>(null);
  // A tab opened from the address may sit past the edge of a phone's screen: show it.
  useEffect(() => {
    row.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <Box ref={row} overflowX="auto" mb="4" borderBottomWidth="1px">
      <Tabs.List display="flex" minW="max-content" gap="1">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            whiteSpace="nowrap"
            px="3"
            py="2.5"
            fontSize="sm"
            fontWeight="medium"
            color="fg.muted"
            borderBottomWidth="2px"
            borderColor="transparent"
            cursor="pointer"
            _hover={{ color: 'fg' }}
            _selected={{ color: 'brand.fg', borderColor: 'brand.solid' }}
            _focusVisible={{
              outline: '2px solid',
              outlineColor: 'brand.solid',
              outlineOffset: '-2px',
            }}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Box>
  );
}
