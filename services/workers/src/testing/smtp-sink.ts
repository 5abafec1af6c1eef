import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  messageId: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  receivedAt: number;
}

export interface SmtpSink {
  url: string;
  /** Parsed messages, in the order the server accepted them (only when started with `parse`). */
  messages: ReceivedEmail[];
  /** Message-IDs of every accepted message (always). */
  messageIds: string[];
  /** Recipients the server refuses with a permanent 550 (the test can change it). */
  refuse: Set<string>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it accepts: the other end of a real SMTP conversation. */
export async function startSmtpSink(
  options: {
    parse?: boolean;
    /**
     * How long the server holds its answer to a message it already has (counted): a slow server, whose client may die
     * between the server taking the message and hearing it was taken.
     */
    answerAfterMs?: number;
    /** The loopback port to listen on; one the system picks by default. */
    port?: number;
  } = {},
): Promise<SmtpSink> {
  const parse = options.parse ?? true;
  const answerAfterMs = options.answerAfterMs ?? 0;
  const messages: ReceivedEmail[] = [];
  const messageIds: string[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 200,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const header = raw.subarray(0, Math.min(raw.length, 4096)).toString('latin1');
        messageIds.push(/^Message-ID:\s*<([^>]+)>/im.exec(header)?.[1] ?? '');
        const answer = () => (answerAfterMs > 0 ? void setTimeout(callback, answerAfterMs) : callback());
        if (!parse) return answer();
        simpleParser(raw)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            const replyTo = mail.replyTo?.value[0]?.address ?? null;
            messages.push({
              messageId: (mail.messageId ?? '').replace(/^<|>$/g, ''),
              to: to?.value[0]?.address ?? '',
              replyTo,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              attachments: mail.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                content: file.content,
              })),
              receivedAt: Date.now(),
            });
            answer();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  // A client that dies mid-conversation (a worker killed on purpose) resets its connection: the sink carries on.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    messageIds,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
