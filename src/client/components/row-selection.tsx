import { NativeCheckbox } from './native-checkbox';

/** `selected` with `ids` added (on) or taken out: a new set, for React state. */
export function withSelection(
  selected: ReadonlySet<string>,
  ids: readonly string[],
  on: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

interface SelectAllCheckboxProps {
  /** Its accessible name, when no visible label wraps it. */
  label?: string;
  /** How many rows it stands for, and how many of them are chosen. */
  total: number;
  chosen: number;
  onChange: (on: boolean) => void;
}

/** The box that chooses or clears every row shown: checked, clear or in between. */
export function SelectAllCheckbox({ label, total, chosen, onChange }: SelectAllCheckboxProps) {
  return (
    <NativeCheckbox
      aria-label={label}
      checked={total > 0 && chosen === total}
      ref={(input) => {
        if (input) input.indeterminate = chosen > 0 && chosen < total;
      }}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
