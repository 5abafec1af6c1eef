import { randomBytes } from 'node:crypto';
import type { Email } from './mailer.ts';

/** The sender as configured (`MAIL_FROM`), already split into its display name and address. */
export interface MimeSender {
  name: string;
  address: string;
}

const CRLF = '\r\n';
/** An address written as is: printable ASCII, one '@', none of the characters that would need quoting. */
const PLAIN_ADDRESS = /^[!#-'*-+\-./0-9=?A-Z^-~]+@[!#-'*-+\-./0-9=?A-Z^-~]+$/;
/** A header text written as is (anything else, line breaks included, is encoded). */
const PLAIN_TEXT = /^[\x20-\x7e]{0,200}$/;
/** A file name written as a quoted parameter as is. */
const PLAIN_FILENAME = /^[\w.\- ]{1,100}$/;
/** UTF-8 bytes per encoded word: 42 bytes are 56 base64 characters, so "Subject: " and its first word fit in 78. */
const WORD_BYTES = 42;

/** Base64 in lines of 76 characters (RFC 2045). */
function base64Lines(content: Buffer | string): string {
  const encoded = (typeof content === 'string' ? Buffer.from(content, 'utf8') : content).toString('base64');
  const lines: string[] = [];
  for (let start = 0; start < encoded.length; start += 76) lines.push(encoded.slice(start, start + 76));
  return lines.join(CRLF);
}

/** A header text as RFC 2047 encoded words, split between characters, one per folded line. */
function encodedWords(text: string): string {
  const words: string[] = [];
  let chunk = '';
  let bytes = 0;
  for (const character of text) {
    const size = Buffer.byteLength(character, 'utf8');
    if (bytes + size > WORD_BYTES && chunk) {
      words.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += character;
    bytes += size;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join(`${CRLF} `);
}

const headerText = (text: string) => (PLAIN_TEXT.test(text) ? text : encodedWords(text));

function mailbox({ name, address }: MimeSender): string {
  if (!name) return address;
  const shown = PLAIN_TEXT.test(name) ? `"${name.replace(/(["\\])/g, '\\$1')}"` : encodedWords(name);
  return `${shown} <${address}>`;
}

/** RFC 5322's date: `Tue, 24 Nov 2026 02:15:00 +0000`. */
const rfc5322Date = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000');

/**
 * Whether `composeMime` can write this e-mail: plain ASCII addresses and file names. Anything else (an
 * internationalised address, say) is left to nodemailer's MailComposer, which knows every rule.
 */
export function isSimpleEmail(email: Email, sender: MimeSender): boolean {
  return (
    PLAIN_ADDRESS.test(sender.address) &&
    PLAIN_ADDRESS.test(email.to) &&
    (email.replyTo === undefined || PLAIN_ADDRESS.test(email.replyTo)) &&
    (email.attachments ?? []).every(
      ({ filename, contentType }) =>
        PLAIN_FILENAME.test(filename) && /^[\w.+-]+\/[\w.+-]+$/.test(contentType),
    )
  );
}

/**
 * The e-mail as one MIME message: the plain text and the HTML as alternatives, the attachments beside them, every
 * body in base64. It writes what MailComposer writes for these e-mails at a tenth of its cost: MailComposer builds
 * each message through a chain of streams, and every confirmation of a burst paid for it (issue 7).
 */
export function composeMime(email: Email, sender: MimeSender, date = new Date()): Buffer {
  const id = randomBytes(8).toString('hex');
  const alternative = `=_gt_alt_${id}`;
  const mixed = `=_gt_mix_${id}`;
  const attachments = email.attachments ?? [];
  const headers = [
    `From: ${mailbox(sender)}`,
    `To: ${email.to}`,
    ...(email.replyTo ? [`Reply-To: ${email.replyTo}`] : []),
    `Subject: ${headerText(email.subject)}`,
    `Message-ID: <${email.messageId}>`,
    `Date: ${rfc5322Date(date)}`,
    'MIME-Version: 1.0',
  ];
  const body = [
    `--${alternative}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(email.text),
    `--${alternative}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(email.html),
    `--${alternative}--`,
  ];
  const lines =
    attachments.length === 0
      ? [...headers, `Content-Type: multipart/alternative; boundary="${alternative}"`, '', ...body]
      : [
          ...headers,
          `Content-Type: multipart/mixed; boundary="${mixed}"`,
          '',
          `--${mixed}`,
          `Content-Type: multipart/alternative; boundary="${alternative}"`,
          '',
          ...body,
          ...attachments.flatMap(({ filename, contentType, content }) => [
            `--${mixed}`,
            `Content-Type: ${contentType}; name="${filename}"`,
            'Content-Transfer-Encoding: base64',
            `Content-Disposition: attachment; filename="${filename}"`,
            '',
            base64Lines(content),
          ]),
          `--${mixed}--`,
        ];
  return Buffer.from(lines.join(CRLF) + CRLF, 'utf8');
}
