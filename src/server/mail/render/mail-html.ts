import type { MailBlock, MailContent } from '../templates/mail-content';
import type { MailBranding } from './mail-branding';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or a quoted attribute's value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Makes the app's own addresses in escaped text links. Only those: another site's address typed
 * into a name or a reason stays text. An address ends at a space or an entity other than
 * `&amp;` (a quote), and a sentence's full stop after it is not part of it.
 */
function linkAppUrls(escaped: string, branding: MailBranding): string {
  const base = escapeHtml(branding.publicUrl);
  const url = new RegExp(`${escapeRegExp(base)}(?:[^\\s&]|&amp;)*`, 'g');
  return escaped.replace(url, (match) => {
    const href = match.replace(/[.,;:!?)]+$/, '');
    // The app's address itself or a path under it; not another host that merely starts alike.
    if (href !== base && !/^[/?#]/.test(href.slice(base.length))) return match;
    const link = `<a href="${href}" style="color:${branding.colours.brandText};word-break:break-word">${href}</a>`;
    return link + match.slice(href.length);
  });
}

/** Escaped, the app's links made links, line breaks kept. */
const inline = (text: string, branding: MailBranding) =>
  linkAppUrls(escapeHtml(text), branding).replaceAll('\n', '<br>');

// An item of several lines is headed by its first (a digest's notice by its title).
function listItem(item: string, branding: MailBranding) {
  const [head, ...rest] = item.split('\n');
  const body = rest.length
    ? `<strong>${inline(head ?? '', branding)}</strong><br>${inline(rest.join('\n'), branding)}`
    : inline(item, branding);
  return `<li style="margin:0 0 8px">${body}</li>`;
}

function blockHtml(block: MailBlock, branding: MailBranding) {
  if (typeof block === 'string') return `<p style="margin:0 0 16px">${inline(block, branding)}</p>`;
  const items = block.list.map((item) => listItem(item, branding)).join('');
  return `<ul style="margin:0 0 16px;padding:0 0 0 22px">${items}</ul>`;
}

/** The first words of the mail, shown beside the subject in an inbox. */
const previewOf = (content: MailContent) =>
  content.blocks.find((block) => typeof block === 'string')?.split('\n')[0] ?? '';

/** What fills each slot of the branded layout for one mail: everything escaped here. */
export function htmlSlots(content: MailContent, branding: MailBranding): Record<string, string> {
  const greeting = content.greeting
    ? `<p style="margin:0 0 16px;font-weight:600">${escapeHtml(content.greeting)}</p>`
    : '';
  const slots: Record<string, string> = {
    subject: escapeHtml(content.subject),
    preview: escapeHtml(previewOf(content)),
    body: greeting + content.blocks.map((block) => blockHtml(block, branding)).join(''),
    smallPrint: (content.smallPrint ?? [])
      .map((line) => `<p style="margin:0 0 8px">${inline(line, branding)}</p>`)
      .join(''),
  };
  content.actions?.forEach((action, index) => {
    slots[`href${index}`] = escapeHtml(action.url);
    slots[`label${index}`] = escapeHtml(action.label);
  });
  return slots;
}
