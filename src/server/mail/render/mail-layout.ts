import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { MailContent } from '../templates/mail-content';
import type { MailBranding } from './mail-branding';
import { layoutMjml, type LayoutShape } from './layout-mjml';
import { htmlSlots } from './mail-html';

const shapeOf = (content: MailContent): LayoutShape => ({
  actions: (content.actions ?? []).map((action) => action.secondary === true),
  smallPrint: (content.smallPrint ?? []).length > 0,
});

// Slots are marked with a token nobody can type, so a trade name in the compiled markup is
// never taken for one.
const TOKEN = `mailslot${randomBytes(8).toString('hex')}`;
const slot = (name: string) => `${TOKEN}-${name}-`;
const SLOT = new RegExp(`${TOKEN}-(\\w+)-`);

/** A compiled layout: its markup split at the slots, names at the odd places. */
type Layout = string[];

/** Compiles the MJML (responsive tables, inlined styles); the compiler loads on first use. */
async function compileLayout(branding: MailBranding, shape: LayoutShape): Promise<Layout> {
  const { default: mjml2html } = await import('mjml');
  const { html } = await mjml2html(layoutMjml(branding, shape, slot), {
    validationLevel: 'strict',
    // No web fonts: the layout names only fonts the reader has.
    fonts: {},
    keepComments: false,
  });
  return html.split(SLOT);
}

// Content-addressed: the key is a hash of everything the layout is drawn from, so a changed
// branding is a new entry and no instance needs telling. Promises, so a burst compiles once.
const layouts = new LRUCache<string, Promise<Layout>>({ max: 500 });

function layoutFor(branding: MailBranding, shape: LayoutShape): Promise<Layout> {
  const key = createHash('sha256')
    .update(JSON.stringify([branding, shape]))
    .digest('base64url');
  let layout = layouts.get(key);
  if (!layout) {
    layout = compileLayout(branding, shape);
    layouts.set(key, layout);
    layout.catch(() => layouts.delete(key));
  }
  return layout;
}

/**
 * The mail's HTML: its organisation's layout, compiled once per branding and shape, with the
 * content filled into the slots by plain string work.
 */
export async function mailHtml(content: MailContent, branding: MailBranding): Promise<string> {
  const layout = await layoutFor(branding, shapeOf(content));
  const slots = htmlSlots(content, branding);
  return layout.map((part, index) => (index % 2 === 1 ? (slots[part] ?? '') : part)).join('');
}
