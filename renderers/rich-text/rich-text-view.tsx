import { Box } from '@chakra-ui/react';
import type { RichNode } from './rich-text-types';
import { RichElementView, RichLeafView } from './rich-text-nodes';

function renderNodes(nodes: RichNode[]) {
  return nodes.map((node, index) =>
    'text' in node ? (
      <RichLeafView key={index} leaf={node}>
        {node.text}
      </RichLeafView>
    ) : (
      <RichElementView key={index} element={node}>
        {Array.isArray(node.children) ? renderNodes(node.children) : null}
      </RichElementView>
    ),
  );
}

/**
 * A rich-text value shown read-only, with the editor's own node renderers but without loading
 * Slate (plain React elements; never HTML strings).
 */
export function RichTextView({ value }: { value: unknown }) {
  if (!Array.isArray(value) || value.length === 0) return null;
  return <Box lineHeight="tall">{renderNodes(value as RichNode[])}</Box>;
}
