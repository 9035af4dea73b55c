import { Type, type Static } from 'typebox';
import { readableAgainst } from './colour-contrast';

/** The eight colour themes of spec section 3, each a small palette the layouts paint with. */
export const THEMES = {
  'lite-purple': {
    label: 'Lite purple',
    primary: '#7c3aed',
    accent: '#a78bfa',
    sidebar: '#2e1065',
    surface: '#f5f3ff',
    onPrimary: '#ffffff',
  },
  'lite-blue': {
    label: 'Lite blue',
    primary: '#2563eb',
    accent: '#60a5fa',
    sidebar: '#172554',
    surface: '#eff6ff',
    onPrimary: '#ffffff',
  },
  'gold-black': {
    label: 'Gold and black',
    primary: '#b8860b',
    accent: '#facc15',
    sidebar: '#111111',
    surface: '#fafaf5',
    onPrimary: '#111111',
  },
  olivine: {
    label: 'Olivine',
    primary: '#6b8e23',
    accent: '#9ab973',
    sidebar: '#26331a',
    surface: '#f6f8ef',
    onPrimary: '#ffffff',
  },
  'black-purple': {
    label: 'Black and purple',
    primary: '#6d28d9',
    accent: '#c084fc',
    sidebar: '#0b0b12',
    surface: '#f4f2f8',
    onPrimary: '#ffffff',
  },
  'golden-yellow': {
    label: 'Golden yellow',
    primary: '#d4a017',
    accent: '#fde047',
    sidebar: '#3b2f05',
    surface: '#fffbeb',
    onPrimary: '#1f1a05',
  },
  'midnight-uv-blue': {
    label: 'Midnight UV blue',
    primary: '#4338ca',
    accent: '#818cf8',
    sidebar: '#0f0c3d',
    surface: '#eef0fb',
    onPrimary: '#ffffff',
  },
  icare: {
    label: 'iCare',
    primary: '#0f9d8a',
    accent: '#5eead4',
    sidebar: '#063b35',
    surface: '#effcf9',
    onPrimary: '#ffffff',
  },
} as const;

export type ThemeName = keyof typeof THEMES;

/**
 * A theme's colours as painted, each pair readable at WCAG AA: `solid` is the brand behind
 * `onPrimary` (buttons, badges, the mail's buttons), `text` the brand as text on the page. A
 * theme's own primary is kept where it reads; iCare's teal puts white at 3.4:1, so its buttons
 * are a deeper teal.
 */
export function themeColours(name: ThemeName) {
  const theme = THEMES[name];
  return {
    ...theme,
    solid: readableAgainst(theme.primary, theme.onPrimary),
    text: readableAgainst(theme.primary, theme.surface),
  };
}
export const THEME_NAMES = Object.keys(THEMES) as ThemeName[];
export const ThemeNameSchema = Type.Enum(THEME_NAMES);

/** The twelve sidebar colours the settings customizer offers. */
export const SIDEBAR_COLORS = {
  theme: { label: 'Theme', background: null, text: '#ffffff' },
  white: { label: 'White', background: '#ffffff', text: '#1f2937' },
  slate: { label: 'Slate', background: '#1e293b', text: '#e2e8f0' },
  black: { label: 'Black', background: '#0a0a0a', text: '#f5f5f5' },
  navy: { label: 'Navy', background: '#1e3a8a', text: '#ffffff' },
  blue: { label: 'Blue', background: '#2563eb', text: '#ffffff' },
  teal: { label: 'Teal', background: '#0f766e', text: '#ffffff' },
  green: { label: 'Green', background: '#15803d', text: '#ffffff' },
  purple: { label: 'Purple', background: '#6b21a8', text: '#ffffff' },
  pink: { label: 'Pink', background: '#be185d', text: '#ffffff' },
  red: { label: 'Red', background: '#b91c1c', text: '#ffffff' },
  orange: { label: 'Orange', background: '#c2410c', text: '#ffffff' },
} as const;

export type SidebarColor = keyof typeof SIDEBAR_COLORS;
export const SIDEBAR_COLOR_NAMES = Object.keys(SIDEBAR_COLORS) as SidebarColor[];

/** The three layouts; layout2 is the default (spec section 2). */
export const LAYOUTS = ['layout1', 'layout2', 'layout3'] as const;
export type LayoutName = (typeof LAYOUTS)[number];
export const DEFAULT_LAYOUT: LayoutName = 'layout2';

export const ColorTemplateSchema = Type.Object(
  {
    theme: Type.Optional(ThemeNameSchema),
    colorTemplateName: Type.Optional(Type.String({ maxLength: 60 })),
    sideNavigation: Type.Optional(Type.String({ maxLength: 40 })),
    gradientBackground: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ColorTemplate = Static<typeof ColorTemplateSchema>;

/**
 * The theme an organisation is painted with: the one its template names (its administrators
 * choose it in the settings), else the defaults of spec section 9: icare gets its own theme, an
 * organisation with no colour template lite-purple, one whose template names no theme lite-blue.
 */
export function resolveThemeName(
  orgId: string,
  colorTemplate: ColorTemplate | null | undefined,
): ThemeName {
  if (colorTemplate?.theme) return colorTemplate.theme;
  if (orgId === 'icare') return 'icare';
  return colorTemplate ? 'lite-blue' : 'lite-purple';
}
