/** "Official Business" -> "OB", "Leave" -> "LE": a stand-in icon for menu entries. */
export function navInitials(label: string): string {
  const words = label.split(/[\s&-]+/).filter(Boolean);
  const letters =
    words.length > 1
      ? words.slice(0, 2).map((word) => word[0])
      : [...(words[0] ?? '?').slice(0, 2)];
  return letters.join('').toUpperCase();
}
