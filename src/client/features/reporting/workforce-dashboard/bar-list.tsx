import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { GroupCount } from '../../../../shared/api/workforce-dashboard';
import { Panel } from '../../../components/panel';

interface BarListProps {
  title: string;
  groups: GroupCount[];
  /** Under the title, e.g. the average tenure. */
  note?: ReactNode;
  /** What an empty list says. */
  empty?: string;
}

/** One horizontal bar per group, its count written beside it, so the numbers read as text. */
export function BarList({ title, groups, note, empty = 'No one to count.' }: BarListProps) {
  const titleId = useId();
  const max = Math.max(1, ...groups.map((group) => group.count));
  return (
    <Panel as="section" p="4" aria-labelledby={titleId}>
      <Heading as="h2" size="md" id={titleId}>
        {title}
      </Heading>
      {note ? (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      ) : null}
      {groups.length === 0 ? (
        <Text mt="3" color="fg.muted" fontSize="sm">
          {empty}
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" mt="3" display="grid" gap="2" aria-labelledby={titleId}>
          {groups.map((group) => (
            <Box as="li" key={group.label} data-group={group.label}>
              <Flex justify="space-between" gap="3" fontSize="sm">
                <Text truncate title={group.label}>
                  {group.label}
                </Text>
                <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
                  {group.count.toLocaleString('en')}
                </Text>
              </Flex>
              <Box h="2" mt="1" bg="bg.muted" rounded="full" aria-hidden="true">
                <Box
                  h="full"
                  bg="brand.solid"
                  rounded="full"
                  width={`${(group.count / max) * 100}%`}
                  minW={group.count > 0 ? '1' : '0'}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Panel>
  );
}
