/** The id of a field's visible label, for controls a `<label for>` cannot name (groups, editors). */
export function labelId(fieldId: string): string {
  return `${fieldId}__label`;
}
