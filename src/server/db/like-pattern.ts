const escaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching text that contains `text`, its wildcards (% _) and backslash escaped. */
export const containsPattern = (text: string): string => `%${escaped(text)}%`;

/** A LIKE pattern matching text that starts with `text`, escaped alike. */
export const prefixPattern = (text: string): string => `${escaped(text)}%`;
