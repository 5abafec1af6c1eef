import type { DepositTexts } from '../../i18n/deposits/fr.ts';
import type { DepositView } from './depositView.ts';

/** The deposit in words: one sentence, what else the customer should know, and whether another card can help. */
export interface DepositSummary {
  tone: 'info' | 'success' | 'warning' | 'error';
  sentence: string;
  notes: string[];
  /** A refused hold, which the customer can secure with another card (the deposit page). */
  anotherCard: boolean;
}

export interface DepositFormats {
  /** Euro cents to the cent ("5 000,00 €"): the deposit is held in euros. */
  money: (cents: number) => string;
  /** An instant as a Paris date and time. */
  instant: (iso: string) => string;
}

export function describeDeposit(
  deposit: DepositView,
  texts: DepositTexts,
  format: DepositFormats,
): DepositSummary {
  const amount = format.money(deposit.amountCents);
  const method = deposit.method ?? 'card';
  // A state the server gives without its instant (an older row) still reads as a sentence.
  const at = (iso: string | null) => (iso ? format.instant(iso) : '…');
  const summary = (tone: DepositSummary['tone'], sentence: string, notes: string[] = []): DepositSummary => ({
    tone,
    sentence,
    notes,
    anotherCard: false,
  });
  switch (deposit.status) {
    case 'scheduled':
      return summary(
        'info',
        deposit.scheduledFor
          ? texts.status.scheduled(amount, format.instant(deposit.scheduledFor), method)
          : texts.status.scheduledSoon(amount, method),
      );
    case 'held':
      return summary('success', texts.status.held(amount, at(deposit.expiresAt), method), [
        ...(deposit.heldAt ? [texts.heldAt(format.instant(deposit.heldAt))] : []),
        texts.status.heldNote,
      ]);
    case 'failed':
      return {
        ...summary('error', texts.status.failed(amount), [
          ...(deposit.failureMessage ? [texts.status.failedReason(deposit.failureMessage)] : []),
          texts.status.failedNote,
        ]),
        anotherCard: true,
      };
    case 'released':
      return summary('success', texts.status.released(amount, at(deposit.releasedAt)));
    case 'captured':
      return summary('warning', texts.status.captured(format.money(deposit.capturedCents), amount));
    case 'waived':
      return summary('info', texts.status.waived(amount));
    case 'not_required':
      return summary('info', texts.status.not_required);
    default: {
      const unknown: never = deposit.status;
      return unknown;
    }
  }
}
