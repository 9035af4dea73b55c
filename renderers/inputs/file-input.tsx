import type { StoredFile } from '../../src/shared/api/records';
import { AttachmentListInput } from './attachment-list-input';
import type { KindInputProps } from './kind-input-props';

/** One attached file (picking another replaces it). */
export function FileInput(props: KindInputProps<StoredFile>) {
  const { value, onChange } = props;
  return (
    <AttachmentListInput
      {...props}
      max={1}
      value={value ? [value] : undefined}
      onChange={(files) => onChange(files?.[0])}
    />
  );
}
