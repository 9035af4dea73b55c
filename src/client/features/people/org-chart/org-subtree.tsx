import { Box, Flex } from '@chakra-ui/react';
import { PersonCard } from './person-card';
import { reportsOf, type OrgTree } from './org-tree';

interface OrgSubtreeProps {
  tree: OrgTree;
  employeeNumber: string;
  expanded: ReadonlySet<string>;
  highlighted: string | null;
  linked: boolean;
  onToggle: (employeeNumber: string) => void;
}

const LINE = { borderColor: 'border.emphasized', position: 'absolute', content: '""' } as const;
/** The gap a connector crosses between a card and the row of its reports. */
const GAP = '5';

/**
 * A person and, when their card is open, the row of their reports below, joined by lines
 * drawn with borders: down from the card, across the row, down to each report. A closed card's
 * reports are not rendered at all, so a large chart costs only what is open.
 */
export function OrgSubtree({
  tree,
  employeeNumber,
  expanded,
  highlighted,
  linked,
  onToggle,
}: OrgSubtreeProps) {
  const person = tree.people.get(employeeNumber);
  if (!person) return null;
  const reports = reportsOf(tree, employeeNumber);
  const open = reports.length > 0 && expanded.has(employeeNumber);
  return (
    <Flex direction="column" align="center">
      <PersonCard
        person={person}
        reports={reports.length}
        open={open}
        highlighted={highlighted === employeeNumber}
        linked={linked}
        onToggle={onToggle}
      />
      {open ? (
        <>
          <Box h={GAP} borderInlineStartWidth="2px" borderColor="border.emphasized" />
          <Flex align="flex-start" role="group" aria-label={`Reports of ${person.name}`}>
            {reports.map((report, index) => (
              <Box
                key={report}
                position="relative"
                pt={GAP}
                px="2"
                _before={{
                  ...LINE,
                  top: '0',
                  insetInlineStart: index === 0 ? '50%' : '0',
                  insetInlineEnd: index === reports.length - 1 ? '50%' : '0',
                  borderTopWidth: '2px',
                }}
                _after={{
                  ...LINE,
                  top: '0',
                  insetInlineStart: '50%',
                  h: GAP,
                  borderInlineStartWidth: '2px',
                }}
              >
                <OrgSubtree
                  tree={tree}
                  employeeNumber={report}
                  expanded={expanded}
                  highlighted={highlighted}
                  linked={linked}
                  onToggle={onToggle}
                />
              </Box>
            ))}
          </Flex>
        </>
      ) : null}
    </Flex>
  );
}
