import { createContext, useContext } from 'react';

/** What a FormField hands to the input inside it so the label and messages are linked. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  required?: boolean;
}

export const FieldControlContext = createContext<FieldControl | null>(null);

/** The id and aria attributes of the surrounding FormField (null outside one). */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldControlContext);
}
