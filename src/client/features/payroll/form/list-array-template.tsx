import { Box, Button, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { getUiOptions, titleId, type ArrayFieldTemplateProps } from '@rjsf/utils';

/**
 * A list the user adds entries to and removes them from: dates side by side, rows (a day
 * worked) one under another. Titled by `ui:title` (RJSF's own title is the key); the add
 * button names an entry by `ui:options.entry` ("date", "row").
 */
export function ListArrayTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, fieldPathId, schema, uiSchema, required } = props;
  const item = schema.items;
  const rows = typeof item === 'object' && !Array.isArray(item) && item.type === 'object';
  const count = items.length;
  const { title: uiTitle, entry = 'entry' } = getUiOptions(uiSchema);
  return (
    <chakra.fieldset id={fieldPathId.$id} aria-labelledby={titleId(fieldPathId)} minW="0">
      <Flex justify="space-between" align="baseline" gap="3">
        <Text
          id={titleId(fieldPathId)}
          fontSize="sm"
          fontWeight="medium"
          _after={required ? { content: '" *"', color: 'fg.error' } : undefined}
        >
          {uiTitle ?? props.title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {count === 0 ? 'None' : count === 1 ? '1 entry' : `${count} entries`}
        </Text>
      </Flex>
      {schema.description ? (
        <Text fontSize="sm" color="fg.muted">
          {schema.description}
        </Text>
      ) : null}
      {count > 0 ? (
        <Grid
          mt="2"
          gap="2"
          templateColumns={rows ? 'minmax(0, 1fr)' : 'repeat(auto-fill, minmax(12rem, 1fr))'}
        >
          {items}
        </Grid>
      ) : null}
      {canAdd ? (
        <Box mt="2">
          <Button
            size="xs"
            variant="outline"
            // The visible words, and which list: every list has an add button.
            aria-label={`Add ${entry} to ${uiTitle ?? props.title}`}
            onClick={onAddClick}
            disabled={props.disabled || props.readonly}
          >
            + Add {entry}
          </Button>
        </Box>
      ) : null}
    </chakra.fieldset>
  );
}
