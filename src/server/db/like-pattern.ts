/** A LIKE pattern matching text that contains `text`, its wildcards (% _) and backslash escaped. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
