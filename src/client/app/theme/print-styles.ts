import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * What a printed page keeps: the page's own content in one column on white. The shell's frame
 * (`data-print="hide"`: menu, header, breadcrumb) and every control (buttons and links drawn as
 * buttons, checkboxes and switches, search boxes, a page's own navigation) stay on screen, but a
 * sortable column's header and a button that holds content (`data-print="keep"`: a payslip's
 * line) print as what they show; tables print whole, never clipped by their scroll area:
 * their cells wrap in a smaller type to fit the sheet's width, their heads repeated on each sheet
 * and no row split across two.
 */
export const printStyles: Record<string, SystemStyleObject> = {
  'html, body': { _print: { background: 'white !important', color: 'black' } },
  [[
    '[data-print="hide"]',
    'main button:not(th > button, [data-print="keep"])',
    'main nav',
    'main a.chakra-button',
    'main input[type="checkbox"]',
    'main label:has(> input[type="checkbox"])',
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
  'main table': { _print: { width: '100% !important', minWidth: '0 !important' } },
  'main th, main td': {
    _print: {
      whiteSpace: 'normal !important',
      overflowWrap: 'anywhere',
      fontSize: '9pt !important',
      paddingInline: '4px !important',
    },
  },
  thead: { _print: { display: 'table-header-group' } },
  'tr, img, svg, figure': { _print: { breakInside: 'avoid' } },
  'h1, h2, h3': { _print: { breakAfter: 'avoid' } },
};
