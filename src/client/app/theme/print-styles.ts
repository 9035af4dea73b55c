import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * What a printed page keeps: the page's own content in one column on white. The shell's frame
 * (`data-print="hide"`: menu, header, breadcrumb) and every control (buttons and links drawn as
 * buttons, checkboxes, search boxes) stay on screen, but a sortable column's header, a button,
 * prints as its title; tables print whole, never clipped by their scroll area, their heads
 * repeated on each sheet and no row split across two.
 */
export const printStyles: Record<string, SystemStyleObject> = {
  'html, body': { _print: { background: 'white !important', color: 'black' } },
  [[
    '[data-print="hide"]',
    'main button:not(th > button)',
    'main a.chakra-button',
    'main input[type="checkbox"]',
    'main input[type="search"]',
    'main select',
  ].join(', ')]: {
    _print: { display: 'none !important' },
  },
  'main, main > div': { _print: { padding: '0 !important', maxWidth: 'none !important' } },
  'main *': { _print: { boxShadow: 'none !important' } },
  'main div:has(> table)': {
    _print: { overflow: 'visible !important', maxHeight: 'none !important' },
  },
  thead: { _print: { display: 'table-header-group' } },
  'tr, img, svg, figure': { _print: { breakInside: 'avoid' } },
  'h1, h2, h3': { _print: { breakAfter: 'avoid' } },
};
