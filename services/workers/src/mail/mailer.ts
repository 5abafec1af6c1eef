/** One e-mail, rendered: HTML and plain text. */
export interface Email {
  /** Becomes the Message-ID (`<messageId>`): the same delivery always carries the same one. */
  messageId: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with it (a confirmation's receipt). */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The workers' only dependency on e-mail. Adapters: SMTP (`SMTP_URL`) and the local outbox (embedded run). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(email: Email): Promise<void>;
  close(): Promise<void>;
}
