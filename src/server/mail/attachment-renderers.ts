import type { OutboxAttachment } from '../db/database';
import type { Tx } from '../db/tenant';

type AttachmentSource = OutboxAttachment['source'];

/** Makes the bytes of one kind of attachment, in the sending organisation's transaction. */
type AttachmentRenderer<S extends AttachmentSource> = (
  tx: Tx,
  orgId: string,
  source: S,
) => Promise<Buffer>;

// Keyed by the source's kind. Features register when the app is built, so the mail module
// never imports them. Renderers are functions of their arguments alone: two apps built in one
// process (the tests) register the same ones, and the later simply replaces the earlier.
const renderers = new Map<string, AttachmentRenderer<AttachmentSource>>();

/** Registers how attachments whose source is of `kind` are made. */
export function registerAttachmentRenderer<S extends AttachmentSource>(
  kind: NoInfer<S['kind']>,
  renderer: AttachmentRenderer<S>,
): void {
  renderers.set(kind, renderer as AttachmentRenderer<AttachmentSource>);
}

/** An attachment as nodemailer sends it; throws when no renderer knows its source. */
export async function renderAttachment(tx: Tx, orgId: string, attachment: OutboxAttachment) {
  const renderer = renderers.get(attachment.source.kind);
  if (!renderer)
    throw new Error(
      `no renderer is registered for attachments of kind "${attachment.source.kind}"`,
    );
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: await renderer(tx, orgId, attachment.source),
  };
}
