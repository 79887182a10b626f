export interface MailRecipient {
  email: string;
  name?: string | null;
}

/** A rendered e-mail: what the outbox stores and a transport sends. */
export interface RenderedMail {
  template: string;
  subject: string;
  text: string;
  html: string;
  /** The body holds a usable link: the outbox clears it once the message is sent or has failed for good. */
  secret?: boolean;
}

export interface OutgoingMail extends RenderedMail {
  to: MailRecipient;
}
