import { describe, expect, it } from 'vitest';
import { AA, contrastRatio, readableAgainst } from '../../../src/shared/colour-contrast';
import { THEME_NAMES, themeColours } from '../../../src/shared/themes';

describe('theme colours', () => {
  it('gives every theme a button fill under its label and a brand text on its page at WCAG AA', () => {
    for (const name of THEME_NAMES) {
      const { solid, onPrimary, text, surface } = themeColours(name);
      expect(contrastRatio(onPrimary, solid), name).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(text, surface), name).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(text, '#ffffff'), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it('keeps a primary that already reads and deepens one that does not', () => {
    expect(themeColours('midnight-uv-blue').solid).toBe('#4338ca');
    const icare = themeColours('icare');
    expect(contrastRatio('#ffffff', '#0f9d8a')).toBeLessThan(AA);
    expect(icare.solid).not.toBe('#0f9d8a');
    // Still teal: green and blue lead red as they did.
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(icare.solid.slice(at, at + 2), 16));
    expect(g).toBeGreaterThan(b!);
    expect(b).toBeGreaterThan(r!);
  });

  it('lightens a colour beside a darker one', () => {
    const lighter = readableAgainst('#333333', '#111111');
    expect(contrastRatio(lighter, '#111111')).toBeGreaterThanOrEqual(AA);
  });
});
