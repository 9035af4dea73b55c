import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import { BREAKPOINTS } from '../../../shared/constants';
import { THEMES, type ThemeName } from '../../../shared/themes';
import { chakraBaseConfig } from './chakra-base-config';

const cache = new Map<ThemeName, SystemContext>();

/**
 * A Chakra system painted with one theme palette: `brand` is the colour palette every component
 * uses, `sidebar`/`surface`/`accent` are what the layouts paint with. Breakpoints follow the
 * product's (md starts after the mobile width, lg after the tablet width).
 */
export function createAppSystem(themeName: ThemeName): SystemContext {
  const cached = cache.get(themeName);
  if (cached) return cached;
  const palette = THEMES[themeName];
  const config = defineConfig({
    globalCss: {
      html: { colorPalette: 'brand' },
      body: { bg: 'surface', color: 'fg', fontFeatureSettings: '"cv11", "ss01"' },
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
            solid: { value: palette.primary },
            contrast: { value: palette.onPrimary },
            fg: { value: palette.primary },
            muted: { value: `color-mix(in srgb, ${palette.primary} 22%, white)` },
            subtle: { value: `color-mix(in srgb, ${palette.primary} 10%, white)` },
            emphasized: { value: `color-mix(in srgb, ${palette.primary} 32%, white)` },
            focusRing: { value: palette.primary },
          },
          accent: { value: palette.accent },
          sidebar: { value: palette.sidebar },
          surface: { value: palette.surface },
        },
      },
    },
  });
  const system = createSystem(defaultBaseConfig, chakraBaseConfig, config);
  cache.set(themeName, system);
  return system;
}
