import { simpleParser, type ParsedMail } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import type { Email } from './mailer.ts';
import { composeMime, isSimpleEmail, type MimeSender } from './mime-message.ts';

const sender: MimeSender = { name: 'Grand Tour', address: 'reservations@grandtour.test' };
const pdf = Buffer.from(Array.from({ length: 5000 }, (_, index) => (index * 37) % 256));

const email: Email = {
  messageId: 'booking-1.booking-confirmed@notifications.grandtour',
  to: 'camille.martin@example.com',
  replyTo: 'support@grandtour.test',
  // Long, accented, with an emoji and characters of every UTF-8 width: split into several encoded words.
  subject: 'Réservation confirmée : Mercedes-Benz Classe G 63 AMG — du 12 décembre au 15 décembre 🚗 Größe ½',
  text: 'Bonjour Camille,\n\nVotre réservation est confirmée.\n.\nUne ligne qui commence par un point.',
  html: '<p>Bonjour <strong>Camille</strong>,</p><p>Votre réservation est confirmée : 2 835,00 €.</p>',
  attachments: [{ filename: 'recu-GT-2026-000042.pdf', contentType: 'application/pdf', content: pdf }],
};

const composer = (mail: Email) =>
  new MailComposer({
    from: `${sender.name} <${sender.address}>`,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.messageId}>`,
    attachments: mail.attachments,
  })
    .compile()
    .build();

const essentials = (parsed: ParsedMail) => ({
  from: parsed.from?.value,
  to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.value : parsed.to,
  replyTo: parsed.replyTo?.value,
  subject: parsed.subject,
  messageId: parsed.messageId,
  text: parsed.text,
  html: parsed.html,
  attachments: parsed.attachments.map(({ filename, contentType, content, contentDisposition }) => ({
    filename,
    contentType,
    content: content.toString('base64'),
    contentDisposition,
  })),
});

describe('composeMime', () => {
  it('writes a message a mail parser reads back exactly as MailComposer’s', async () => {
    const ours = await simpleParser(composeMime(email, sender));
    const theirs = await simpleParser(await composer(email));
    expect(essentials(ours)).toEqual(essentials(theirs));
    expect(ours.subject).toBe(email.subject);
    expect(ours.text?.trimEnd()).toBe(email.text);
    expect(ours.attachments[0]!.content.equals(pdf)).toBe(true);
  });

  it('keeps lines within 78 characters and never lets a header text open a new header', async () => {
    const hostile = { ...email, subject: 'Bonjour\r\nBcc: everyone@example.com\r\n\r\nInjected body' };
    const raw = composeMime(hostile, sender);
    const lines = raw.toString('utf8').split('\r\n');
    expect(lines.every((line) => line.length <= 78)).toBe(true);
    expect(lines.some((line) => line.toLowerCase().startsWith('bcc:'))).toBe(false);
    const parsed = await simpleParser(raw);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.subject).toBe(hostile.subject);
  });

  it('writes an e-mail without attachments as alternatives only, with the date given', async () => {
    const date = new Date('2026-11-24T02:15:00Z');
    const raw = composeMime({ ...email, attachments: undefined, replyTo: undefined }, sender, date);
    expect(raw.toString()).toMatch(/^Content-Type: multipart\/alternative;/m);
    const parsed = await simpleParser(raw);
    expect(parsed.date?.toISOString()).toBe(date.toISOString());
    expect(parsed.attachments).toEqual([]);
    expect(parsed.html).toBe(email.html);
  });

  it('leaves to MailComposer what it does not write: international addresses, unusual file names', () => {
    expect(isSimpleEmail(email, sender)).toBe(true);
    expect(isSimpleEmail({ ...email, to: 'zoë@exemple.fr' }, sender)).toBe(false);
    expect(isSimpleEmail({ ...email, replyTo: 'a b@example.com' }, sender)).toBe(false);
    expect(isSimpleEmail({ ...email, to: 'x@example.com\r\nBcc: y@example.com' }, sender)).toBe(false);
    expect(
      isSimpleEmail(
        {
          ...email,
          attachments: [{ filename: 'reçu "1".pdf', contentType: 'application/pdf', content: pdf }],
        },
        sender,
      ),
    ).toBe(false);
  });
});
