import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { BREAKPOINTS } from '../../../shared/constants';
import { themeColours, type ThemeName } from '../../../shared/themes';
import { chakraBaseConfig } from './chakra-base-config';
import { printStyles } from './print-styles';

const primary = 'var(--hcm-primary)';

/**
 * The app's one Chakra system: `brand` is the colour palette every component uses,
 * `sidebar`/`surface`/`accent` are what the layouts paint with. Their values are custom
 * properties `paintTheme` sets, so the organisation's theme, known once its resources load,
 * repaints the page instead of a second system restyling every component (~0.2 s of a signed-in
 * first visit on the project's machine). Breakpoints follow the product's (md starts after the
 * mobile width, lg after the tablet width).
 */
export const appSystem = createSystem(
  defaultBaseConfig,
  chakraBaseConfig,
  defineConfig({
    globalCss: {
      html: { colorPalette: 'brand' },
      body: { bg: 'surface', color: 'fg', fontFeatureSettings: '"cv11", "ss01"' },
      ...printStyles,
    },
    theme: {
      breakpoints: {
        sm: '480px',
        md: `${BREAKPOINTS.mobile + 1}px`,
        lg: `${BREAKPOINTS.tablet + 1}px`,
        xl: '1440px',
        '2xl': '1680px',
      },
      semanticTokens: {
        colors: {
          brand: {
            solid: { value: 'var(--hcm-solid)' },
            contrast: { value: 'var(--hcm-on-primary)' },
            fg: { value: 'var(--hcm-text)' },
            muted: { value: `color-mix(in srgb, ${primary} 22%, white)` },
            subtle: { value: `color-mix(in srgb, ${primary} 10%, white)` },
            emphasized: { value: `color-mix(in srgb, ${primary} 32%, white)` },
            focusRing: { value: 'var(--hcm-text)' },
          },
          // Chakra's solid green and orange (shade 600) put white text at 3.3:1 and 3.6:1 (the
          // Approve buttons, the Alpha badge); one shade darker passes WCAG AA's 4.5:1.
          green: { solid: { value: '{colors.green.700}' } },
          // Chakra's subtle text (gray 400) is 2.6:1 on white; gray 500 is 4.8:1.
          fg: { subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.500}' } } },
          orange: { solid: { value: '{colors.orange.700}' } },
          accent: { value: 'var(--hcm-accent)' },
          sidebar: { value: 'var(--hcm-sidebar)' },
          surface: { value: 'var(--hcm-surface)' },
        },
      },
    },
  }),
);

/** Paints one theme palette: sets the custom properties the app system's colours read. */
export function paintTheme(themeName: ThemeName): void {
  const { primary, solid, onPrimary, text, accent, sidebar, surface } = themeColours(themeName);
  const colours = { primary, solid, 'on-primary': onPrimary, text, accent, sidebar, surface };
  for (const [name, value] of Object.entries(colours))
    document.documentElement.style.setProperty(`--hcm-${name}`, value);
}
