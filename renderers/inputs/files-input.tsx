import type { StoredFile } from '../../src/shared/api/records';
import { AttachmentListInput } from './attachment-list-input';
import type { KindInputProps } from './kind-input-props';

/** Several attached files, up to the schema's `maxItems` (10 for the attachments fragment). */
export function FilesInput(props: KindInputProps<StoredFile[]>) {
  return <AttachmentListInput {...props} max={props.schema.maxItems ?? 10} />;
}
