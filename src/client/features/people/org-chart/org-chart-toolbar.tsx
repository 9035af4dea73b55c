import { Button, Flex, HStack, Input, Text } from '@chakra-ui/react';

interface OrgChartToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  /** Where the search stands: matches found and which one is shown. */
  matches: number;
  matchIndex: number;
  onNextMatch: () => void;
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onResetZoom: () => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
}

/** Search, zoom and open or close every line; wraps onto several rows on a phone. */
export function OrgChartToolbar({
  search,
  onSearch,
  matches,
  matchIndex,
  onNextMatch,
  zoom,
  onZoomIn,
  onZoomOut,
  onResetZoom,
  onExpandAll,
  onCollapseAll,
}: OrgChartToolbarProps) {
  const searching = search.trim() !== '';
  return (
    <Flex gap="3" align="center" wrap="wrap" mb="3">
      <HStack gap="2" flex="1 1 16rem" maxW={{ md: 'md' }}>
        <Input
          type="search"
          size="sm"
          bg="bg"
          placeholder="Find by name, number or position"
          aria-label="Find a person on the chart"
          maxLength={100}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onNextMatch();
            }
          }}
        />
        {searching ? (
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" aria-live="polite">
            {matches === 0 ? 'No match' : `${matchIndex + 1} of ${matches}`}
          </Text>
        ) : null}
        {matches > 1 ? (
          <Button size="sm" variant="outline" onClick={onNextMatch}>
            Next
          </Button>
        ) : null}
      </HStack>
      <HStack gap="1" role="group" aria-label="Zoom">
        <Button size="sm" variant="outline" aria-label="Zoom out" onClick={onZoomOut}>
          −
        </Button>
        {/* The name starts with what the button shows, so speech input finds it by that. */}
        <Button
          size="sm"
          variant="ghost"
          minW="16"
          aria-label={`${Math.round(zoom * 100)}%, reset zoom`}
          onClick={onResetZoom}
        >
          {Math.round(zoom * 100)}%
        </Button>
        <Button size="sm" variant="outline" aria-label="Zoom in" onClick={onZoomIn}>
          +
        </Button>
      </HStack>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={onExpandAll}>
          Expand all
        </Button>
        <Button size="sm" variant="outline" onClick={onCollapseAll}>
          Collapse all
        </Button>
      </HStack>
    </Flex>
  );
}
