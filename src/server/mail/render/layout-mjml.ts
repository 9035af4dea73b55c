import type { MailBranding } from './mail-branding';
import { escapeHtml } from './mail-html';

/** What of a mail's content changes the layout's markup: its buttons and its small print. */
export interface LayoutShape {
  /** Each button, true when it is a secondary one. */
  actions: boolean[];
  smallPrint: boolean;
}

/** Marks a slot of the layout by its name; what fills it comes per mail. */
type Slot = (name: string) => string;

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const MUTED = '#4b5563';

function headerMjml({ logo, tradeName, mark, colours }: MailBranding): string {
  if (logo)
    return `<mj-image src="${escapeHtml(logo.url)}" alt="${escapeHtml(tradeName)}" width="${logo.width}px" height="${logo.height}px" align="left" padding="0" />`;
  // A tile of initials and the name, as the default logo draws them, in markup every client shows.
  return `<mj-text><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
    <td width="40" height="40" align="center" valign="middle" style="width:40px;height:40px;background-color:${colours.brand};border-radius:10px;color:${colours.onBrand};font-size:19px;font-weight:700;line-height:40px">${escapeHtml(mark)}</td>
    <td style="padding-left:12px;font-size:20px;line-height:26px;font-weight:700;color:${colours.brandText}">${escapeHtml(tradeName)}</td>
  </tr></table></mj-text>`;
}

const buttonMjml = ({ colours }: MailBranding, slot: Slot, secondary: boolean, index: number) =>
  secondary
    ? `<mj-button href="${slot(`href${index}`)}" background-color="#ffffff" color="${colours.brandText}" border="2px solid ${colours.brand}" inner-padding="10px 26px">${slot(`label${index}`)}</mj-button>`
    : `<mj-button href="${slot(`href${index}`)}" background-color="${colours.brand}" color="${colours.onBrand}">${slot(`label${index}`)}</mj-button>`;

/** The branded layout in MJML, its slots marked: header, card of content, footer. */
export function layoutMjml(branding: MailBranding, shape: LayoutShape, slot: Slot): string {
  const { colours } = branding;
  const host = new URL(branding.publicUrl).host;
  return `<mjml lang="en">
  <mj-head>
    <mj-title>${slot('subject')}</mj-title>
    <mj-preview>${slot('preview')}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="15px" line-height="24px" color="#1f2937" padding="0" />
      <mj-button font-size="15px" font-weight="600" border-radius="6px" inner-padding="12px 28px" padding="12px 0 0" align="left" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${colours.page}" width="600px">
    <mj-wrapper padding="0 16px">
    <mj-section padding="28px 28px 16px"><mj-column>${headerMjml(branding)}</mj-column></mj-section>
    <mj-section background-color="#ffffff" border-top="4px solid ${colours.brand}" border-radius="8px" padding="28px 28px 24px">
      <mj-column>
        <mj-text>${slot('body')}</mj-text>
        ${shape.actions.map((secondary, index) => buttonMjml(branding, slot, secondary, index)).join('\n        ')}
        ${shape.smallPrint ? `<mj-divider border-width="1px" border-color="#e5e7eb" padding="24px 0 16px" /><mj-text font-size="13px" line-height="20px" color="${MUTED}">${slot('smallPrint')}</mj-text>` : ''}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px 32px"><mj-column>
      <mj-text font-size="12px" line-height="18px" color="${MUTED}" align="center">${escapeHtml(branding.tradeName)} · <a href="${escapeHtml(branding.publicUrl)}" style="color:${MUTED}">${escapeHtml(host)}</a></mj-text>
    </mj-column></mj-section>
    </mj-wrapper>
  </mj-body>
</mjml>`;
}
