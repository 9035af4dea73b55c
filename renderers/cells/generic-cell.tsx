import { BooleanCell } from './boolean-cell';
import type { CellProps } from './cell-props';
import { TextCell } from './text-cell';

/** A value the engine adds nothing to: a boolean as the Yes/No badge, else its schema text. */
export function GenericCell(props: CellProps) {
  return typeof props.value === 'boolean' ? <BooleanCell {...props} /> : <TextCell {...props} />;
}
