import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Email, Mailer } from './mailer.ts';
import { composeMime, isSimpleEmail, type MimeSender } from './mime-message.ts';

/**
 * Nodemailer over SMTP, with a pool of connections so a burst of e-mails does not open one per message. Each message
 * is composed into one buffer first and handed over raw, which writes it to the socket in one piece rather than part
 * by part: by `composeMime` for the usual e-mail, by nodemailer's MailComposer for any other.
 */
export function createSmtpMailer(options: { url: string; from: string; maxConnections?: number }): Mailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: options.maxConnections ?? 10,
    maxMessages: Infinity,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const [sender] = addressparser(options.from, { flatten: true });
  if (!sender?.address) throw new Error(`MAIL_FROM has no address: ${options.from}`);
  const envelopeFrom = sender.address;
  const mimeSender: MimeSender = { name: sender.name, address: sender.address };

  const composed = (email: Email): Promise<Buffer> =>
    isSimpleEmail(email, mimeSender)
      ? Promise.resolve(composeMime(email, mimeSender))
      : new MailComposer({
          from: options.from,
          to: email.to,
          replyTo: email.replyTo,
          subject: email.subject,
          html: email.html,
          text: email.text,
          messageId: `<${email.messageId}>`,
          attachments: email.attachments?.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
          })),
          // Base64 is encoded natively; quoted-printable (and choosing between them per part) is not.
          textEncoding: 'base64',
        })
          .compile()
          .build();

  return {
    kind: 'smtp',
    async send(email: Email) {
      await transport.sendMail({
        envelope: { from: envelopeFrom, to: [email.to] },
        raw: await composed(email),
      });
    },
    async close() {
      transport.close();
    },
  };
}
