import { Button, chakra, Flex } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { Location } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import {
  changeIndent,
  clearFormatting,
  currentBlock,
  insertLink,
  insertMedia,
  isListActive,
  markValue,
  setAlign,
  setBlockFormat,
  setBlockType,
  setMark,
  toggleList,
  toggleMark,
} from './rich-text-commands';
import { RichTextUrlPrompt, type UrlTarget } from './rich-text-url-prompt';
import { RICH_TEXT_COLOURS, type Align, type HeadingLevel, type MarkName } from './rich-text-types';
import { useControlStyles } from '../inputs/use-control-styles';

const MARK_BUTTONS: [MarkName, string, ReactNode][] = [
  ['bold', 'Bold', <b key="b">B</b>],
  ['italic', 'Italic', <i key="i">I</i>],
  ['underline', 'Underline', <u key="u">U</u>],
  ['strike', 'Strikethrough', <s key="s">S</s>],
  ['sub', 'Subscript', <span key="sub">x₂</span>],
  ['sup', 'Superscript', <span key="sup">x²</span>],
];

/** The product's rich-text toolbar (spec: fonts, sizes, headers, marks, colours, blocks, media). */
export function RichTextToolbar({ label }: { label: string }) {
  const editor = useSlate();
  const selectCss = useControlStyles(true);
  const [urlTarget, setUrlTarget] = useState<UrlTarget | null>(null);
  const [savedSelection, setSavedSelection] = useState<Location | null>(null);
  const block = currentBlock(editor);
  const headingValue = block?.type === 'heading' ? `h${block.level}` : 'p';
  const align = (block && 'align' in block && block.align) || 'left';
  const rtl = block && 'direction' in block && block.direction === 'rtl';

  const run = (command: () => void) => {
    command();
    ReactEditor.focus(editor);
  };
  const tool = (
    name: string,
    pressed: boolean | undefined,
    command: () => void,
    face: ReactNode,
  ) => (
    <Button
      key={name}
      size="xs"
      variant={pressed ? 'subtle' : 'ghost'}
      aria-label={name}
      aria-pressed={pressed}
      title={name}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => run(command)}
    >
      {face}
    </Button>
  );
  const select = (
    name: string,
    value: string,
    options: [string, string][],
    onPick: (value: string) => void,
  ) => (
    <chakra.select
      css={selectCss}
      w="auto"
      aria-label={name}
      value={value}
      onChange={(event) => run(() => onPick(event.target.value))}
    >
      {options.map(([optionValue, text]) => (
        <option key={optionValue} value={optionValue}>
          {text}
        </option>
      ))}
    </chakra.select>
  );
  const askUrl = (target: UrlTarget) => {
    setSavedSelection(editor.selection);
    setUrlTarget(target);
  };
  const colours: [string, string][] = [
    ['', 'Default'],
    ...Object.entries(RICH_TEXT_COLOURS).map(([name, hex]): [string, string] => [hex, name]),
  ];

  return (
    <Flex
      role="toolbar"
      aria-label={`${label} formatting`}
      wrap="wrap"
      gap="1"
      p="1"
      borderBottomWidth="1px"
      fontSize="sm"
    >
      {select(
        'Font',
        markValue(editor, 'font') ?? '',
        [
          ['', 'Sans serif'],
          ['serif', 'Serif'],
          ['monospace', 'Monospace'],
        ],
        (v) => setMark(editor, 'font', v),
      )}
      {select(
        'Size',
        markValue(editor, 'size') ?? '',
        [
          ['small', 'Small'],
          ['', 'Normal'],
          ['large', 'Large'],
          ['huge', 'Huge'],
        ],
        (v) => setMark(editor, 'size', v),
      )}
      {select(
        'Heading',
        headingValue,
        [
          ['p', 'Normal'],
          ...[1, 2, 3, 4, 5, 6].map((n): [string, string] => [`h${n}`, `Heading ${n}`]),
        ],
        (v) =>
          v === 'p'
            ? setBlockType(editor, 'paragraph')
            : setBlockType(editor, 'heading', Number(v.slice(1)) as HeadingLevel),
      )}
      {MARK_BUTTONS.map(([mark, name, face]) =>
        tool(name, Boolean(markValue(editor, mark)), () => toggleMark(editor, mark), face),
      )}
      {tool('Quote', block?.type === 'blockquote', () => setBlockType(editor, 'blockquote'), '❝')}
      {tool('Code', block?.type === 'code-block', () => setBlockType(editor, 'code-block'), '</>')}
      {select('Text colour', markValue(editor, 'color') ?? '', colours, (v) =>
        setMark(editor, 'color', v),
      )}
      {select('Highlight', markValue(editor, 'background') ?? '', colours, (v) =>
        setMark(editor, 'background', v),
      )}
      {select(
        'Align',
        align,
        [
          ['left', 'Left'],
          ['center', 'Centre'],
          ['right', 'Right'],
          ['justify', 'Justify'],
        ],
        (v) => setAlign(editor, v as Align),
      )}
      {tool(
        'Bulleted list',
        isListActive(editor, 'bulleted-list'),
        () => toggleList(editor, 'bulleted-list'),
        '•',
      )}
      {tool(
        'Numbered list',
        isListActive(editor, 'numbered-list'),
        () => toggleList(editor, 'numbered-list'),
        '1.',
      )}
      {tool('Decrease indent', undefined, () => changeIndent(editor, -1), '⇤')}
      {tool('Increase indent', undefined, () => changeIndent(editor, 1), '⇥')}
      {tool(
        'Right to left',
        Boolean(rtl),
        () => setBlockFormat(editor, 'direction', rtl ? undefined : 'rtl'),
        '⇆',
      )}
      {tool('Link', undefined, () => askUrl('link'), '🔗')}
      {tool('Image', undefined, () => askUrl('image'), '🖼')}
      {tool('Video', undefined, () => askUrl('video'), '🎬')}
      {tool('Clear formatting', undefined, () => clearFormatting(editor), 'T̸')}
      {urlTarget ? (
        <RichTextUrlPrompt
          target={urlTarget}
          onCancel={() => setUrlTarget(null)}
          onSubmit={(url) => {
            setUrlTarget(null);
            run(() =>
              urlTarget === 'link'
                ? insertLink(editor, url, savedSelection)
                : insertMedia(editor, urlTarget, url, savedSelection),
            );
          }}
        />
      ) : null}
    </Flex>
  );
}
