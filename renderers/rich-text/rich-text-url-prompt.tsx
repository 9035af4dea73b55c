import { Button, chakra, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useControlStyles } from '../inputs/use-control-styles';
import { safeUrl } from './rich-text-types';

export type UrlTarget = 'link' | 'image' | 'video';

const NAMES: Record<UrlTarget, string> = {
  link: 'Link address',
  image: 'Image address',
  video: 'Video address',
};

/** Asks for the address of a link, image or video inside the toolbar (no browser prompt). */
export function RichTextUrlPrompt(props: {
  target: UrlTarget;
  onSubmit: (url: string) => void;
  onCancel: () => void;
}) {
  const css = useControlStyles(true);
  const [text, setText] = useState('');
  const url = safeUrl(text.trim());
  return (
    <Flex w="full" gap="1" align="center">
      <chakra.input
        css={css}
        type="url"
        aria-label={NAMES[props.target]}
        placeholder="https://"
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (url) props.onSubmit(url);
          } else if (event.key === 'Escape') props.onCancel();
        }}
      />
      <Button size="xs" disabled={!url} onClick={() => url && props.onSubmit(url)}>
        Insert
      </Button>
      <Button size="xs" variant="ghost" onClick={props.onCancel}>
        Cancel
      </Button>
    </Flex>
  );
}
