import { defineConfig } from '@chakra-ui/react';
import {
  actionBarSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listboxSlotRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes this app renders: the full `defaultConfig`
 * carries every component's styles (~115 KB minified) into the first chunk. A component whose
 * recipe is missing renders unstyled rather than failing, so add its recipe here when you use it.
 * (Passing recipes as props from lazy screens does not help: the bundler keeps every module
 * reachable through this barrel import in the entry chunk.)
 */
export const chakraBaseConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      actionBar: actionBarSlotRecipe,
      alert: alertSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      listbox: listboxSlotRecipe,
      menu: menuSlotRecipe,
      popover: popoverSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});
