import { Editor, Element, Range, Transforms, type Location } from 'slate';
import type {
  Align,
  BlockFormat,
  HeadingLevel,
  MarkName,
  RichElementType,
  RichText,
} from './rich-text-types';

const LIST_TYPES: ReadonlySet<RichElementType> = new Set(['bulleted-list', 'numbered-list']);
const INLINE_TYPES: ReadonlySet<RichElementType> = new Set(['link']);
const VOID_TYPES: ReadonlySet<RichElementType> = new Set(['image', 'video']);
const MAX_INDENT = 8;
const STYLE_MARKS: (keyof RichText)[] = [
  'bold',
  'italic',
  'underline',
  'strike',
  'sub',
  'sup',
  'font',
  'size',
  'color',
  'background',
];

/** Teaches the editor which of our elements are inline (links) and void (image, video). */
export function withRichElements(editor: Editor): Editor {
  const { isInline, isVoid } = editor;
  editor.isInline = (element) => INLINE_TYPES.has(element.type) || isInline(element);
  editor.isVoid = (element) => VOID_TYPES.has(element.type) || isVoid(element);
  return editor;
}

export function markValue<K extends keyof RichText>(
  editor: Editor,
  key: K,
): RichText[K] | undefined {
  return (Editor.marks(editor) as RichText | null)?.[key];
}

export function toggleMark(editor: Editor, mark: MarkName) {
  if (markValue(editor, mark)) return Editor.removeMark(editor, mark);
  // Subscript and superscript exclude each other.
  if (mark === 'sub') Editor.removeMark(editor, 'sup');
  if (mark === 'sup') Editor.removeMark(editor, 'sub');
  Editor.addMark(editor, mark, true);
}

/** Sets a valued mark (font, size, colour); undefined removes it. */
export function setMark(
  editor: Editor,
  key: 'font' | 'size' | 'color' | 'background',
  value?: string,
) {
  if (value) Editor.addMark(editor, key, value);
  else Editor.removeMark(editor, key);
}

const isBlock = (editor: Editor) => (node: unknown) =>
  Element.isElement(node) && Editor.isBlock(editor, node) && !LIST_TYPES.has(node.type);

/** The innermost text block at the selection (paragraph, heading, list item...). */
export function currentBlock(editor: Editor) {
  if (!editor.selection) return undefined;
  const [entry] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: isBlock(editor),
    mode: 'lowest',
  });
  return entry?.[0] as Element | undefined;
}

export function isListActive(editor: Editor, type: 'bulleted-list' | 'numbered-list') {
  if (!editor.selection) return false;
  const [match] = Editor.nodes(editor, { match: (n) => Element.isElement(n) && n.type === type });
  return Boolean(match);
}

/** Turns the selected blocks into `type` (a heading level, a quote...), or back to paragraphs. */
export function setBlockType(
  editor: Editor,
  type: 'paragraph' | 'heading' | 'blockquote' | 'code-block',
  level?: HeadingLevel,
) {
  unwrapLists(editor);
  const block = currentBlock(editor);
  const same =
    block?.type === type && (type !== 'heading' || ('level' in block && block.level === level));
  const next = same ? 'paragraph' : type;
  const props: Partial<Element> =
    next === 'heading' ? { type: next, level: level ?? 1 } : { type: next };
  Transforms.setNodes<Element>(editor, props, { match: isBlock(editor) });
  if (next !== 'heading') Transforms.unsetNodes(editor, 'level', { match: isBlock(editor) });
}

function unwrapLists(editor: Editor) {
  Transforms.unwrapNodes(editor, {
    match: (n) => Element.isElement(n) && LIST_TYPES.has(n.type),
    split: true,
  });
}

export function toggleList(editor: Editor, type: 'bulleted-list' | 'numbered-list') {
  const active = isListActive(editor, type);
  unwrapLists(editor);
  Transforms.setNodes(
    editor,
    { type: active ? 'paragraph' : 'list-item' },
    { match: isBlock(editor) },
  );
  if (!active) Transforms.wrapNodes(editor, { type, children: [] }, { match: isBlock(editor) });
}

export function setBlockFormat<K extends keyof BlockFormat>(
  editor: Editor,
  key: K,
  value: BlockFormat[K],
) {
  if (value === undefined) Transforms.unsetNodes(editor, key, { match: isBlock(editor) });
  else Transforms.setNodes(editor, { [key]: value }, { match: isBlock(editor) });
}

export function setAlign(editor: Editor, align: Align) {
  setBlockFormat(editor, 'align', align === 'left' ? undefined : align);
}

export function changeIndent(editor: Editor, step: 1 | -1) {
  const block = currentBlock(editor);
  const indent = Math.min(
    Math.max(((block && 'indent' in block && block.indent) || 0) + step, 0),
    MAX_INDENT,
  );
  setBlockFormat(editor, 'indent', indent || undefined);
}

/** Makes the selection a link to `url`, or inserts the url as linked text at the caret. */
export function insertLink(editor: Editor, url: string, at: Location | null) {
  if (at) Transforms.select(editor, at);
  Transforms.unwrapNodes(editor, { match: (n) => Element.isElement(n) && n.type === 'link' });
  const collapsed = !editor.selection || Range.isCollapsed(editor.selection);
  if (collapsed) Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: url }] });
  else Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
}

export function insertMedia(
  editor: Editor,
  type: 'image' | 'video',
  url: string,
  at: Location | null,
) {
  if (at) Transforms.select(editor, at);
  Transforms.insertNodes(editor, [
    { type, url, children: [{ text: '' }] },
    { type: 'paragraph', children: [{ text: '' }] },
  ]);
}

/** "Clean": drops every text style and link in the selection, and the blocks' layout. */
export function clearFormatting(editor: Editor) {
  for (const mark of STYLE_MARKS) Editor.removeMark(editor, mark);
  Transforms.unsetNodes(editor, STYLE_MARKS, { match: (n) => !Element.isElement(n), split: true });
  Transforms.unwrapNodes(editor, { match: (n) => Element.isElement(n) && n.type === 'link' });
  Transforms.unsetNodes(editor, ['align', 'indent', 'direction'], { match: isBlock(editor) });
}
