import type { MailAction, MailBlock, MailContent } from '../templates/mail-content';

/** A list item's later lines are indented under its bullet. */
const blockText = (block: MailBlock) =>
  typeof block === 'string'
    ? block
    : block.list.map((item) => `- ${item.replaceAll('\n', '\n  ')}`).join('\n');

/** `Approve: url` lines, their addresses aligned. */
function actionsText(actions: readonly MailAction[]) {
  const width = Math.max(...actions.map((action) => action.label.length + 1));
  return actions.map((action) => `${`${action.label}:`.padEnd(width)} ${action.url}`).join('\n');
}

/** The plain-text body: greeting, blocks, actions and small print, a blank line apart. */
export function mailText(content: MailContent): string {
  return [
    content.greeting,
    ...content.blocks.map(blockText),
    content.actions?.length ? actionsText(content.actions) : undefined,
    ...(content.smallPrint ?? []),
  ]
    .filter((part) => part !== undefined && part !== '')
    .join('\n\n');
}
