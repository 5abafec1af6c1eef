import type { Mailer } from './mailer.ts';

/** The mailer, counting e-mails sent and failed (decision 101). */
export function countEmails(
  mailer: Mailer,
  emails: { inc(labels: { outcome: 'sent' | 'failed' }): void } | undefined,
): Mailer {
  if (!emails) return mailer;
  return {
    kind: mailer.kind,
    async send(email) {
      try {
        await mailer.send(email);
        emails.inc({ outcome: 'sent' });
      } catch (error) {
        emails.inc({ outcome: 'failed' });
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}
