export type SubscriptionEmailProblem = 'emailRequired' | 'emailInvalid';

/** Spec §5 Subscription e-mail: empty is 'Email required', without '@' 'Invalid email'; the server checks the rest. */
export function subscriptionEmailProblem(email: string): SubscriptionEmailProblem | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'emailRequired';
  if (!trimmed.includes('@')) return 'emailInvalid';
  return null;
}

/** Where the browser goes next: an address on this site stays in the app; a provider's is a real navigation. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
