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
}

export interface OutgoingMail extends RenderedMail {
  to: MailRecipient;
}
