import { DAMAGE_SLOT, HANDOVER_LIMITS, type HandoverReport } from '@grandtour/shared';

/**
 * The slot of the damage being noted: a damage photo already sent but not yet noted (a flow cut short resumes it),
 * or the next free `damage-{n}`; null once the report has as many damages as it may.
 */
export function nextDamageSlot(report: HandoverReport, pendingSlots: readonly string[]): string | null {
  const noted = new Set(report.damages.map((damage) => damage.photoSlot));
  const photographed = report.slots.filter((slot) => DAMAGE_SLOT.test(slot.slot) && slot.sha256);
  const waiting = photographed.find((slot) => !noted.has(slot.slot));
  if (waiting) return waiting.slot;
  const pending = pendingSlots.find((slot) => DAMAGE_SLOT.test(slot) && !noted.has(slot));
  if (pending) return pending;
  const used = [...photographed.map((slot) => slot.slot), ...noted].map((slot) => Number(slot.slice(7)));
  const next = Math.max(0, ...used) + 1;
  return next <= HANDOVER_LIMITS.damagesMax ? `damage-${next}` : null;
}
