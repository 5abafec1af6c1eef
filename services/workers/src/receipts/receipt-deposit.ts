import type { LanguageCode } from '@grandtour/shared';

/** The deposit as it stands when the receipt is drawn (booking_deposits read model). */
export interface ReceiptDeposit {
  amountCents: number;
  /** The current (or last) hold's; null while none was ever made. */
  heldAt: Date | null;
  /** When it was let go at the end; null while held, or after a capture (the provider let the rest go). */
  releasedAt: Date | null;
  capturedCents: number;
}

export interface DepositLine {
  kind: 'held' | 'captured' | 'restReleased' | 'released';
  /** The line's date, when it has one. */
  at: Date | null;
  amountCents: number;
}

/** The receipt's deposit lines: held on, captured for the return's extras or a claim (the rest released), or released on. */
export function depositLinesOf(deposit: ReceiptDeposit | null | undefined): DepositLine[] {
  if (!deposit?.heldAt) return [];
  const lines: DepositLine[] = [{ kind: 'held', at: deposit.heldAt, amountCents: deposit.amountCents }];
  const rest = deposit.amountCents - deposit.capturedCents;
  if (deposit.capturedCents > 0) {
    lines.push({ kind: 'captured', at: null, amountCents: deposit.capturedCents });
    if (rest > 0) lines.push({ kind: 'restReleased', at: deposit.releasedAt, amountCents: rest });
  } else if (deposit.releasedAt) lines.push({ kind: 'released', at: deposit.releasedAt, amountCents: rest });
  return lines;
}

/** The deposit lines' words: `{date}` is the day it happened. */
export const RECEIPT_DEPOSIT_TEXTS: Record<LanguageCode, Record<DepositLine['kind'], string>> = {
  fr: {
    held: 'Caution bloquée le {date} (non débitée)',
    captured: 'Caution prélevée (frais de retour, dommage accepté)',
    restReleased: 'Reste de la caution libéré',
    released: 'Caution libérée le {date}',
  },
  en: {
    held: 'Deposit held on {date} (not charged)',
    captured: 'Deposit charged (return extras, accepted damage)',
    restReleased: 'Rest of the deposit released',
    released: 'Deposit released on {date}',
  },
  es: {
    held: 'Fianza bloqueada el {date} (no cobrada)',
    captured: 'Fianza cobrada (cargos de devolución, daño aceptado)',
    restReleased: 'Resto de la fianza liberado',
    released: 'Fianza liberada el {date}',
  },
  de: {
    held: 'Kaution reserviert am {date} (nicht belastet)',
    captured: 'Kaution einbehalten (Rückgabekosten, anerkannter Schaden)',
    restReleased: 'Rest der Kaution freigegeben',
    released: 'Kaution freigegeben am {date}',
  },
};
