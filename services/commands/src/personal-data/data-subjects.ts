/*
 * Whose personal data an event carries (decision 99): `user:{id}` for an account, `guest:{uuid}` for a browser's
 * guest identity, `contact:{messageId}` for a message sent through the contact form.
 */

/** A booking's or a review's customer: their account, or the guest identity (`guest:{uuid}`) it was made from. */
export const customerSubject = (userId: string) => (userId.startsWith('guest:') ? userId : `user:${userId}`);

export const userSubject = (userId: string) => `user:${userId}`;

export const contactSubject = (messageId: string) => `contact:${messageId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The subject named by a notification's `userId`: an account's id, `guest:{uuid}`, `contact:{messageId}`,
 * `subscriber:{subscriptionId}` (a plan chosen without an account); null for
 * what names nobody (`support`) or names a person by address (older `contact:{email}`, `subscriber:{email}`).
 */
export function subjectOfRecipientId(userId: string): string | null {
  if (UUID.test(userId)) return userSubject(userId);
  const [kind, id] = [userId.slice(0, userId.indexOf(':')), userId.slice(userId.indexOf(':') + 1)];
  return ['guest', 'contact', 'subscriber'].includes(kind) && UUID.test(id) ? userId : null;
}
