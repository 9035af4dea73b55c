import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  safeColour,
  safeUrl,
  type MediaElement,
  type RichElement,
  type RichText,
} from './rich-text-types';

/** What Slate passes to a rendered node (the view passes nothing). */
type NodeAttributes = Record<string, unknown>;

const FONT_SIZES = { small: 'sm', large: 'lg', huge: '2xl' } as const;
const HEADING_SIZES = ['3xl', '2xl', 'xl', 'lg', 'md', 'sm'] as const;
const VIDEO_FILE = /\.(mp4|webm|ogg)(\?.*)?$/i;

function blockStyle(element: RichElement) {
  if (!('align' in element || 'indent' in element || 'direction' in element)) return {};
  return {
    textAlign: 'align' in element ? element.align : undefined,
    ps: 'indent' in element && element.indent ? `${element.indent * 2}em` : undefined,
    dir: 'direction' in element ? element.direction : undefined,
  };
}

/** Renders one element, both in the editor and in the read-only view. */
export function RichElementView(props: {
  element: RichElement;
  attributes?: NodeAttributes;
  children: ReactNode;
}) {
  const { element, attributes, children } = props;
  const style = blockStyle(element);
  switch (element.type) {
    case 'heading': {
      const level = Math.min(Math.max(element.level, 1), 6);
      return (
        <chakra.h1
          as={`h${level}` as 'h1'}
          fontSize={HEADING_SIZES[level - 1]}
          fontWeight="semibold"
          my="2"
          {...style}
          {...attributes}
        >
          {children}
        </chakra.h1>
      );
    }
    case 'blockquote':
      return (
        <chakra.blockquote
          borderStartWidth="3px"
          ps="3"
          color="fg.muted"
          my="2"
          {...style}
          {...attributes}
        >
          {children}
        </chakra.blockquote>
      );
    case 'code-block':
      return (
        <chakra.pre
          fontFamily="mono"
          bg="bg.muted"
          p="2"
          borderRadius="l1"
          whiteSpace="pre-wrap"
          {...style}
          {...attributes}
        >
          {children}
        </chakra.pre>
      );
    case 'bulleted-list':
      return (
        <chakra.ul ps="6" listStyleType="disc" {...style} {...attributes}>
          {children}
        </chakra.ul>
      );
    case 'numbered-list':
      return (
        <chakra.ol ps="6" listStyleType="decimal" {...style} {...attributes}>
          {children}
        </chakra.ol>
      );
    case 'list-item':
      return (
        <chakra.li {...style} {...attributes}>
          {children}
        </chakra.li>
      );
    case 'link':
      return (
        <chakra.a
          href={safeUrl(element.url)}
          target="_blank"
          rel="noopener noreferrer"
          color="colorPalette.fg"
          textDecoration="underline"
          {...attributes}
        >
          {children}
        </chakra.a>
      );
    case 'image':
    case 'video':
      return (
        <Box {...attributes}>
          <Box contentEditable={false} my="2">
            <MediaView element={element} />
          </Box>
          {children}
        </Box>
      );
    default:
      return (
        <chakra.p my="1" {...style} {...attributes}>
          {children}
        </chakra.p>
      );
  }
}

/** An image, a video file, or (for any other video address) a plain link: no iframes. */
function MediaView({ element }: { element: MediaElement }) {
  const url = safeUrl(element.url);
  if (!url) return null;
  if (element.type === 'image') return <chakra.img src={url} alt="" maxW="full" />;
  if (VIDEO_FILE.test(url)) return <chakra.video src={url} controls maxW="full" />;
  return (
    <chakra.a href={url} target="_blank" rel="noopener noreferrer" color="colorPalette.fg">
      ▶ Video: {url}
    </chakra.a>
  );
}

/** Renders one run of text with its marks. */
export function RichLeafView(props: {
  leaf: RichText;
  attributes?: NodeAttributes;
  children: ReactNode;
}) {
  const { leaf, attributes } = props;
  let children = props.children;
  if (leaf.sub) children = <sub>{children}</sub>;
  if (leaf.sup) children = <sup>{children}</sup>;
  const lines = [leaf.underline && 'underline', leaf.strike && 'line-through'].filter(Boolean);
  return (
    <chakra.span
      fontWeight={leaf.bold ? 'bold' : undefined}
      fontStyle={leaf.italic ? 'italic' : undefined}
      textDecoration={lines.length ? lines.join(' ') : undefined}
      fontFamily={leaf.font === 'serif' ? 'serif' : leaf.font === 'monospace' ? 'mono' : undefined}
      fontSize={leaf.size ? FONT_SIZES[leaf.size] : undefined}
      color={safeColour(leaf.color)}
      bg={safeColour(leaf.background)}
      {...attributes}
    >
      {children}
    </chakra.span>
  );
}
