/**
 * What a mail says, once: the plain-text body and the HTML body are both drawn from it, so the
 * two never tell different things.
 */
export interface MailContent {
  subject: string;
  /** "Hello Ana,"; none for a mail to a role rather than a person. */
  greeting?: string;
  blocks: MailBlock[];
  /** Buttons in HTML, `Label: url` lines in text. */
  actions?: MailAction[];
  /** Why the mail came, what a link's limits are: smaller, under the actions. */
  smallPrint?: string[];
}

/** A paragraph (its `\n` are line breaks), or a bulleted list. */
export type MailBlock = string | { list: string[] };

export interface MailAction {
  label: string;
  url: string;
  /** The second choice beside a first (Reject beside Approve) is drawn outlined. */
  secondary?: boolean;
}

/** What every template may say of the organisation the mail comes from. */
export interface MailOrg {
  tradeName: string;
  /** Where the app is reached: links in mails start with it. */
  publicUrl: string;
}

/** One kind of mail: its data in, what it says out. */
export type MailTemplate<Data> = (data: Data, org: MailOrg) => MailContent;
