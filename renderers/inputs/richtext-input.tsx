import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { RichNode } from '../rich-text/rich-text-types';
import type { KindInputProps } from './kind-input-props';

// Slate (~65 KB gz) loads only when a rich-text field is on screen.
const RichTextEditor = lazy(() => import('../rich-text/rich-text-editor'));

/** Rich text (a Slate document), edited with the product toolbar. */
export function RichtextInput(props: KindInputProps<RichNode[]>) {
  return (
    <Suspense fallback={<Skeleton h={props.compact ? '10' : '40'} aria-label="Loading editor" />}>
      <RichTextEditor
        id={props.id}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        label={props.label}
        labelledBy={props.compact ? undefined : props.labelledBy}
        describedBy={props.describedBy}
        readOnly={props.readOnly || props.disabled}
        invalid={props.invalid}
        compact={props.compact}
      />
    </Suspense>
  );
}
