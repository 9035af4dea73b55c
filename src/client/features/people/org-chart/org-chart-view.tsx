import { Box, Flex, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ChartPerson } from '../../../../shared/api/organization-chart';
import { Panel } from '../../../components/panel';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { OrgChartToolbar } from './org-chart-toolbar';
import { OrgSubtree } from './org-subtree';
import {
  allManagers,
  buildOrgTree,
  expandPathTo,
  initiallyExpanded,
  searchPeople,
} from './org-tree';
import { usePanZoom } from './use-pan-zoom';

const SEARCH_DELAY_MS = 250;

/**
 * The chart with its controls: the tree is built once per answer, lines open and close, and
 * a search opens the way to the person it finds, scrolls them into view and marks them.
 */
export function OrgChartView({ people, linked }: { people: ChartPerson[]; linked: boolean }) {
  const tree = useMemo(() => buildOrgTree(people), [people]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => initiallyExpanded(tree));
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DELAY_MS);
  const matches = useMemo(() => searchPeople(tree, query), [tree, query]);
  const [matchIndex, setMatchIndex] = useState(0);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const { zoom, size, viewportRef, contentRef, panHandlers, zoomIn, zoomOut, resetZoom } =
    usePanZoom();

  const show = (employeeNumber: string | undefined) => {
    setHighlighted(employeeNumber ?? null);
    if (employeeNumber) setExpanded((current) => expandPathTo(tree, current, employeeNumber));
  };

  // A new search result shows its first match (adjusted while rendering, not in an effect).
  const [shownMatches, setShownMatches] = useState(matches);
  if (shownMatches !== matches) {
    setShownMatches(matches);
    setMatchIndex(0);
    show(matches[0]);
  }

  // Once the path is open and the card drawn, bring it to the middle of the view.
  useEffect(() => {
    if (!highlighted) return;
    viewportRef.current
      ?.querySelector(`[data-employee="${highlighted.replace(/["\\]/g, '\\$&')}"]`)
      ?.scrollIntoView({ block: 'center', inline: 'center', behavior: 'smooth' });
  }, [highlighted, expanded, viewportRef]);

  const onToggle = useCallback((employeeNumber: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(employeeNumber)) next.add(employeeNumber);
      return next;
    });
  }, []);

  const nextMatch = () => {
    if (matches.length === 0) return;
    const index = (matchIndex + 1) % matches.length;
    setMatchIndex(index);
    show(matches[index]);
  };

  return (
    <>
      <OrgChartToolbar
        search={search}
        onSearch={setSearch}
        matches={matches.length}
        matchIndex={matchIndex}
        onNextMatch={nextMatch}
        zoom={zoom}
        onZoomIn={zoomIn}
        onZoomOut={zoomOut}
        onResetZoom={resetZoom}
        onExpandAll={() => setExpanded(allManagers(tree))}
        onCollapseAll={() => setExpanded(new Set())}
      />
      <Text fontSize="sm" color="fg.muted" mb="2">
        {people.length.toLocaleString()} {people.length === 1 ? 'person' : 'people'}
        {tree.roots.length > 1 ? ` in ${tree.roots.length.toLocaleString()} reporting lines` : ''}.
        Drag the background or scroll to move around; hold Ctrl and scroll to zoom.
      </Text>
      <Panel>
        <Box
          ref={viewportRef}
          data-testid="org-chart-viewport"
          tabIndex={0}
          aria-label="Organisation chart"
          role="region"
          overflow="auto"
          h={{ base: '70vh', md: 'calc(100vh - 18rem)' }}
          minH="80"
          cursor="grab"
          bg="bg.subtle"
          css={{ touchAction: 'pan-x pan-y', '&:active': { cursor: 'grabbing' } }}
          {...panHandlers}
        >
          <Box
            position="relative"
            mx="auto"
            w={`${size.width * zoom}px`}
            h={`${size.height * zoom}px`}
          >
            <Box
              ref={contentRef}
              position="absolute"
              top="0"
              left="0"
              w="max-content"
              p="6"
              transform={`scale(${zoom})`}
              transformOrigin="0 0"
            >
              <Flex align="flex-start" gap="10">
                {tree.roots.map((root) => (
                  <OrgSubtree
                    key={root}
                    tree={tree}
                    employeeNumber={root}
                    expanded={expanded}
                    highlighted={highlighted}
                    linked={linked}
                    onToggle={onToggle}
                  />
                ))}
              </Flex>
            </Box>
          </Box>
        </Box>
      </Panel>
    </>
  );
}
