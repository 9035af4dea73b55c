import { Box, Grid, Text } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * A small group edited on one line: a list row (a day worked) or one of several like groups
 * (a day type's rates). Fields sit side by side and wrap; a group that is not a list row is
 * named by its title on the left.
 */
export function RowObjectTemplate({ properties, title, fieldPathId }: ObjectFieldTemplateProps) {
  const listRow = typeof fieldPathId.path.at(-1) === 'number';
  const fields = (
    <Grid templateColumns="repeat(auto-fill, minmax(9rem, 1fr))" gapX="3" gapY="2" flex="1">
      {properties
        .filter((property) => !property.hidden)
        .map((property) => (
          <Box key={property.name} minW="0">
            {property.content}
          </Box>
        ))}
    </Grid>
  );
  if (listRow)
    return (
      <Box borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
        {fields}
      </Box>
    );
  return (
    <Grid
      as="fieldset"
      id={fieldPathId.$id}
      templateColumns={{ base: 'minmax(0, 1fr)', md: '12rem minmax(0, 1fr)' }}
      gap="3"
      alignItems="start"
      py="2"
      borderBottomWidth="1px"
    >
      {/* Level with the first row's inputs, below their labels. */}
      <Text as="legend" float="left" fontSize="sm" fontWeight="medium" pt={{ md: '9' }}>
        {title}
      </Text>
      {fields}
    </Grid>
  );
}
