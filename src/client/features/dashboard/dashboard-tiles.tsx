import { Badge, Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { NavGroup } from '../../../shared/navigation';

interface DashboardTilesProps {
  groups: NavGroup[];
  counts: Record<string, number>;
}

/** One small tile per menu entry (the dashboard itself excepted), with its pending badge. */
export function DashboardTiles({ groups, counts }: DashboardTilesProps) {
  const entries = groups.flatMap((group) =>
    group.items.filter((item) => item.path !== '/dashboard').map((item) => ({ group, item })),
  );
  if (entries.length === 0) return null;
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
      gap="4"
      as="ul"
      listStyleType="none"
      aria-label="Shortcuts"
    >
      {entries.map(({ group, item }) => {
        const count = item.badge ? (counts[item.badge.approvalType] ?? 0) : 0;
        return (
          <Box as="li" key={item.id}>
            <Box
              asChild
              display="flex"
              flexDirection="column"
              gap="1"
              p="4"
              h="full"
              bg="bg"
              borderWidth="1px"
              rounded="lg"
              shadow="xs"
              transition="border-color 0.15s, box-shadow 0.15s"
              _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'brand.focusRing',
                outlineOffset: '2px',
              }}
            >
              <RouterLink to={item.path}>
                <Flex justify="space-between" align="center" gap="2">
                  <Text
                    fontSize="xs"
                    color="fg.muted"
                    textTransform="uppercase"
                    letterSpacing="wide"
                  >
                    {group.label}
                  </Text>
                  {count > 0 ? (
                    <Badge colorPalette="brand" variant="solid" size="sm">
                      {count} new
                    </Badge>
                  ) : null}
                </Flex>
                <Text fontWeight="semibold">{item.label}</Text>
              </RouterLink>
            </Box>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
