import type { ComponentType } from 'react';
import type { FieldKind } from '../../src/shared/forms/fields';
import { BooleanCell } from './boolean-cell';
import type { CellProps } from './cell-props';
import { FileCell } from './file-cell';
import { GenericCell } from './generic-cell';
import { PhotoCell } from './photo-cell';
import { TextCell } from './text-cell';

/** List and details cells by the same FieldKind keys as the widgets. */
export const cells: Record<FieldKind, ComponentType<CellProps>> = {
  text: TextCell,
  textarea: TextCell,
  number: TextCell,
  money: TextCell,
  date: TextCell,
  datetime: TextCell,
  enum: TextCell,
  multiselect: TextCell,
  boolean: BooleanCell,
  richtext: TextCell,
  file: FileCell,
  files: FileCell,
  photo: PhotoCell,
  lookup: TextCell,
  table: TextCell,
  object: TextCell,
  generic: GenericCell,
};
