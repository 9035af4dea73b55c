import type { KindInputProps } from './kind-input-props';
import { LookupInput } from './lookup-input';

/**
 * A text whose values are the entries of a list (`ui:options.formId`): the lookup's combobox
 * searches the list and stores the picked entry's label. Text typed and left without picking is
 * kept, trimmed; the server takes it when it names an entry (in the list's spelling).
 */
export function ListedTextInput(props: KindInputProps<string>) {
  const { value, onChange } = props;
  return (
    <LookupInput
      {...props}
      value={value ? { id: value, label: value } : undefined}
      onChange={(option) => onChange(option?.label)}
      onTypedText={(text) => onChange(text.trim() || undefined)}
    />
  );
}
