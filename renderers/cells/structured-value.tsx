import { Box, chakra, Grid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { valueTree, type ValueNode } from '../../src/shared/format/value-tree';
import type { CellProps, StoredFileAccess } from './cell-props';
import { cells } from './cell-registry';

interface NodeProps<T extends ValueNode['type'] = ValueNode['type']> {
  node: Extract<ValueNode, { type: T }>;
  files: StoredFileAccess;
}

const isLeaf = (node: ValueNode) => node.type !== 'list' && node.type !== 'group';

/** Properties by title and map entries by key, as a nested label/value list. */
function GroupView({ node, files }: NodeProps<'group'>) {
  return (
    <Grid
      as="dl"
      templateColumns="minmax(6rem, max-content) minmax(0, 1fr)"
      columnGap="4"
      rowGap="1"
    >
      {node.entries.map((entry) => (
        <Box key={entry.key} display="contents">
          <Box as="dt" color="fg.muted" fontSize="sm">
            {entry.label}
          </Box>
          {/* Sized to its value, so a number sits beside its label rather than far right. */}
          <Box as="dd" minW="0" maxW="full" justifySelf="start">
            <NodeView node={entry.node} files={files} />
          </Box>
        </Box>
      ))}
    </Grid>
  );
}

/** Items in order (a tuple position by position): chips when all are plain values. */
function ListView({ node, files }: NodeProps<'list'>) {
  const flat = node.items.every(isLeaf);
  return (
    <chakra.ul
      display={flat ? 'flex' : 'grid'}
      flexWrap="wrap"
      gap={flat ? '1.5' : '2'}
      ps={flat ? undefined : '5'}
      listStyleType={flat ? 'none' : 'disc'}
    >
      {node.items.map((item, index) => (
        <chakra.li
          // Positions are the identity: the value is shown, never reordered.
          key={index}
          minW="0"
          {...(flat && { px: '2', borderRadius: 'l2', bg: 'bg.muted' })}
        >
          <NodeView node={item} files={files} />
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

function NodeView({ node, files }: NodeProps) {
  switch (node.type) {
    case 'choice':
      return <chakra.span>{node.title}</chakra.span>;
    case 'kind': {
      const Cell = cells[node.field.kind];
      return <Cell value={node.value} field={node.field} {...files} />;
    }
    case 'list':
      return <ListView node={node} files={files} />;
    case 'group':
      return <GroupView node={node} files={files} />;
    case 'cut':
      return <chakra.span color="fg.muted">…</chakra.span>;
  }
}

/**
 * A generic or object value read-only by its structure, from the same tree as its list text:
 * groups as label/value lists, arrays as lists, choices by title, engine kinds (money, lookups,
 * files, photos, dates) by their own cells.
 */
export function StructuredValue({ field, value, ...files }: CellProps) {
  const tree = useMemo(() => valueTree(field, value), [field, value]);
  return tree ? <NodeView node={tree} files={files} /> : null;
}
