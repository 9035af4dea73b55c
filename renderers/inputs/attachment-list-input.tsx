import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import type { StoredFile } from '../../src/shared/api/records';
import { formatFileSize } from '../../src/shared/format/file-size';
import { FILE_ACCEPT, fileRefusal } from './file-limits';
import type { KindInputProps } from './kind-input-props';
import { UploadProblem } from './upload-problem';
import { useUpload } from './use-upload';
import { BusySpinner } from './busy-spinner';

interface AttachmentListInputProps extends KindInputProps<StoredFile[]> {
  /** Most files kept; 1 makes the picker single-file. */
  max: number;
}

/**
 * Attached files: checks size and type before uploading (`useUpload`), lists each file (open,
 * remove). Used by the file and files inputs.
 */
export function AttachmentListInput(props: AttachmentListInputProps) {
  const { context, max, onChange } = props;
  const files = props.value ?? [];
  const { uploading, problem, upload: store } = useUpload(context);
  const locked = props.disabled || props.readOnly;
  const problemId = `${props.id}-problem`;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const tooMany = files.length + picked.length > max && max > 1;
    const stored = await store(
      picked,
      picked.map(fileRefusal).find(Boolean) ??
        (tooMany ? `At most ${max} files can be attached.` : null),
    );
    if (stored) onChange(max === 1 ? stored.slice(0, 1) : [...files, ...stored]);
  };

  return (
    <Stack gap="1.5" fontSize={props.compact ? 'sm' : 'md'}>
      {files.map((file, index) => (
        <Flex key={file.id} align="center" gap="2" minW="0">
          <Button
            variant="plain"
            size="sm"
            px="0"
            color="colorPalette.fg"
            textDecoration="underline"
            truncate
            onClick={() => context.openFile(file)}
          >
            {file.name}
          </Button>
          <Text color="fg.muted" fontSize="xs" flexShrink="0">
            {formatFileSize(file.size)}
          </Text>
          {locked ? null : (
            <Button
              size="2xs"
              variant="ghost"
              aria-label={`Remove ${file.name}`}
              onClick={() => {
                const rest = files.filter((_, i) => i !== index);
                onChange(rest.length ? rest : undefined);
              }}
            >
              ✕
            </Button>
          )}
        </Flex>
      ))}
      {locked || (files.length >= max && max > 1) ? null : (
        <Flex align="center" gap="2">
          <chakra.input
            type="file"
            id={props.id}
            accept={FILE_ACCEPT}
            multiple={max > 1}
            disabled={uploading}
            fontSize="sm"
            aria-label={props.compact ? props.label : undefined}
            aria-describedby={
              [problem ? problemId : '', props.describedBy ?? ''].join(' ').trim() || undefined
            }
            aria-invalid={props.invalid || Boolean(problem) || undefined}
            onChange={upload}
          />
          {uploading ? <BusySpinner size="sm" label="Uploading" /> : null}
        </Flex>
      )}
      <UploadProblem id={problemId} problem={problem} />
    </Stack>
  );
}
