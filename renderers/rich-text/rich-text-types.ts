/**
 * The rich-text document stored in a `richText` field (schemas/_defs/richText.json): Slate nodes
 * as JSON, never HTML. Kept free of Slate imports so the read-only view does not load the editor.
 */
export type Align = 'left' | 'center' | 'right' | 'justify';
export type Direction = 'ltr' | 'rtl';
export type FontName = 'serif' | 'monospace';
export type FontSize = 'small' | 'large' | 'huge';
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface RichText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strike?: true;
  sub?: true;
  sup?: true;
  font?: FontName;
  size?: FontSize;
  /** A colour from RICH_TEXT_COLOURS (hex). */
  color?: string;
  background?: string;
}
export type MarkName = 'bold' | 'italic' | 'underline' | 'strike' | 'sub' | 'sup';

/** Layout a block may carry besides its type. */
export interface BlockFormat {
  align?: Align;
  /** 1..8 steps of indentation. */
  indent?: number;
  direction?: Direction;
}

export interface TextBlockElement extends BlockFormat {
  type: 'paragraph' | 'blockquote' | 'code-block' | 'bulleted-list' | 'numbered-list' | 'list-item';
  children: RichNode[];
}
export interface HeadingElement extends BlockFormat {
  type: 'heading';
  level: HeadingLevel;
  children: RichNode[];
}
export interface LinkElement {
  type: 'link';
  url: string;
  children: RichText[];
}
/** Void blocks: `children` is one empty text, as Slate requires. */
export interface MediaElement {
  type: 'image' | 'video';
  url: string;
  children: RichText[];
}

export type RichElement = TextBlockElement | HeadingElement | LinkElement | MediaElement;
export type RichElementType = RichElement['type'];
export type RichNode = RichElement | RichText;

/** The text and background colours offered by the toolbar, by name. */
export const RICH_TEXT_COLOURS: Record<string, string> = {
  Black: '#000000',
  Grey: '#6b7280',
  Red: '#dc2626',
  Orange: '#ea580c',
  Yellow: '#ca8a04',
  Green: '#16a34a',
  Blue: '#2563eb',
  Purple: '#9333ea',
};
const KNOWN_COLOURS = new Set(Object.values(RICH_TEXT_COLOURS));

/** A stored colour only if it is one of ours (stored JSON could carry any CSS). */
export function safeColour(colour: string | undefined): string | undefined {
  return colour && KNOWN_COLOURS.has(colour) ? colour : undefined;
}

/** A link or media address only if it is http(s) or mailto (never `javascript:`). */
export function safeUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
