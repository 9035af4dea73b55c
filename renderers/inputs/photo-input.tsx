import { Button, chakra, Flex, Stack } from '@chakra-ui/react';
import { useRef, type ChangeEvent } from 'react';
import type { StoredFile } from '../../src/shared/api/records';
import { PhotoDisc } from '../cells/photo-disc';
import { useImageUrl } from '../cells/use-image-url';
import { PHOTO_ACCEPT, photoRefusal } from './file-limits';
import type { KindInputProps } from './kind-input-props';
import { UploadProblem } from './upload-problem';
import { useUpload } from './use-upload';
import { BusySpinner } from './busy-spinner';

/**
 * One picture: the current one (round) or a placeholder, a button to choose or replace it
 * (PNG, JPEG, GIF or WebP, checked before uploading) and one to remove it. The native picker
 * stays hidden behind the button; the field's label still points at it.
 */
export function PhotoInput(props: KindInputProps<StoredFile>) {
  const { context, value, onChange, compact } = props;
  const { uploading, problem, upload } = useUpload(context);
  const url = useImageUrl(context.imageSource, value);
  const picker = useRef<HTMLInputElement>(null);
  const locked = props.disabled || props.readOnly;
  const problemId = `${props.id}-problem`;
  const describedBy = [problem ? problemId : '', props.describedBy ?? ''].join(' ').trim();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []).slice(0, 1);
    event.target.value = '';
    const stored = await upload(picked, picked.map(photoRefusal).find(Boolean));
    if (stored?.[0]) onChange(stored[0]);
  };

  return (
    <Stack gap="1.5">
      <Flex align="center" gap="3">
        <PhotoDisc
          url={url}
          size={compact ? '8' : '24'}
          alt={value ? `${props.label}: ${value.name}` : ''}
        />
        {locked ? null : (
          <>
            <chakra.input
              ref={picker}
              type="file"
              hidden
              id={props.id}
              accept={PHOTO_ACCEPT}
              disabled={uploading}
              aria-label={compact ? props.label : undefined}
              aria-required={props.required || undefined}
              aria-invalid={props.invalid || Boolean(problem) || undefined}
              aria-describedby={describedBy || undefined}
              onChange={pick}
            />
            <Button
              size={compact ? 'xs' : 'sm'}
              variant="outline"
              disabled={uploading}
              // The visible label names the field; the button says what it does to it.
              aria-describedby={[props.labelledBy ?? '', describedBy].join(' ').trim() || undefined}
              onClick={() => picker.current?.click()}
            >
              {value ? 'Replace' : 'Choose photo'}
            </Button>
            {value ? (
              <Button
                size={compact ? 'xs' : 'sm'}
                variant="ghost"
                disabled={uploading}
                onClick={() => onChange(undefined)}
              >
                Remove
              </Button>
            ) : null}
            {uploading ? <BusySpinner size="sm" label="Uploading" /> : null}
          </>
        )}
      </Flex>
      <UploadProblem id={problemId} problem={problem} />
    </Stack>
  );
}
