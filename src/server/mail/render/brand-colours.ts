const WHITE = '#ffffff';
const NEAR_BLACK = '#111111';
/** WCAG AA for body text. */
const AA = 4.5;

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

/** White or near-black, whichever reads better on `background` (a button's label). */
export const textOn = (background: string) =>
  contrastRatio(WHITE, background) >= contrastRatio(NEAR_BLACK, background) ? WHITE : NEAR_BLACK;

/**
 * The brand colour as text on white (links, the name in the header): itself when it reaches AA,
 * else deepened towards black until it does. A golden or teal brand stays recognisably itself.
 */
export function readableOnWhite(colour: string): string {
  let rgb = channels(colour).map(Number);
  while (contrastRatio(toHex(rgb), WHITE) < AA) rgb = rgb.map((channel) => channel * 0.92);
  return toHex(rgb);
}
