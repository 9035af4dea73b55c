import { Box } from '@chakra-ui/react';
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { createEditor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import {
  Editable,
  Slate,
  withReact,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import { toggleMark, withRichElements } from './rich-text-commands';
import { RichElementView, RichLeafView } from './rich-text-nodes';
import { RichTextToolbar } from './rich-text-toolbar';
import type { MarkName, RichNode } from './rich-text-types';
// Slate's node types for this editor (a module augmentation, so nothing to name).
import type {} from './slate-types';

export interface RichTextEditorProps {
  id: string;
  value: RichNode[] | undefined;
  onChange: (value: RichNode[] | undefined) => void;
  onBlur?: () => void;
  labelledBy?: string;
  label: string;
  describedBy?: string;
  readOnly?: boolean;
  invalid?: boolean;
  compact?: boolean;
}

const EMPTY: Descendant[] = [{ type: 'paragraph', children: [{ text: '' }] }];
const HOTKEYS: Record<string, MarkName> = { b: 'bold', i: 'italic', u: 'underline' };

function isBlank(value: Descendant[]): boolean {
  return (
    value.length === 1 &&
    value[0] !== undefined &&
    'type' in value[0] &&
    value[0].type === 'paragraph' &&
    value[0].children.every((child: Descendant) => 'text' in child && child.text === '')
  );
}

/**
 * The Slate editor with the product toolbar. Loaded lazily (see RichTextInput) so Slate stays out
 * of the first chunk. The stored value is the node array; a blank document is stored as nothing.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { onChange } = props;
  const editor = useMemo(() => withRichElements(withHistory(withReact(createEditor()))), []);
  // Slate reads its initial value once; later edits flow out through onValueChange.
  const [initialValue] = useState(() =>
    props.value?.length ? (props.value as Descendant[]) : EMPTY,
  );
  const renderElement = useCallback(
    ({ element, attributes, children }: RenderElementProps) => (
      <RichElementView element={element} attributes={attributes as Record<string, unknown>}>
        {children}
      </RichElementView>
    ),
    [],
  );
  const renderLeaf = useCallback(
    ({ leaf, attributes, children }: RenderLeafProps) => (
      <RichLeafView leaf={leaf} attributes={attributes as Record<string, unknown>}>
        {children}
      </RichLeafView>
    ),
    [],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const mark = HOTKEYS[event.key.toLowerCase()];
    if (mark && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      toggleMark(editor, mark);
    }
  };

  return (
    <Box
      borderWidth="1px"
      borderColor={props.invalid ? 'border.error' : 'border'}
      borderRadius="l2"
      _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      <Slate
        editor={editor}
        initialValue={initialValue}
        onValueChange={(value) => onChange(isBlank(value) ? undefined : (value as RichNode[]))}
      >
        {props.readOnly ? null : <RichTextToolbar label={props.label} />}
        <Box px="3" py="2" minH={props.compact ? '10' : '32'}>
          <Editable
            id={props.id}
            aria-labelledby={props.labelledBy}
            aria-label={props.labelledBy ? undefined : props.label}
            aria-describedby={props.describedBy}
            aria-invalid={props.invalid || undefined}
            readOnly={props.readOnly}
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            onKeyDown={onKeyDown}
            onBlur={props.onBlur}
            style={{ outline: 'none', minHeight: 'inherit' }}
          />
        </Box>
      </Slate>
    </Box>
  );
}
