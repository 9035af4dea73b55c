/** WCAG AA for body text. */
export const AA = 4.5;

const channels = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255] as const;
};

const toHex = (rgb: readonly number[]) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `colour` itself when it reaches AA against `other`, else moved away from it (deepened towards
 * black beside a lighter colour, lightened towards white beside a darker one) until it does, so a
 * golden or teal brand stays recognisably itself.
 */
export function readableAgainst(colour: string, other: string): string {
  const deepen = luminance(other) > luminance(colour);
  let rgb = channels(colour).map(Number);
  while (contrastRatio(toHex(rgb), other) < AA)
    rgb = rgb.map((channel) => (deepen ? channel * 0.92 : channel + (255 - channel) * 0.08));
  return toHex(rgb);
}
