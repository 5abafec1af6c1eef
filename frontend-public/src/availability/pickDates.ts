import { coversTakenDay } from '@grandtour/shared';

export interface DatesChoice {
  startDate: string;
  endDate: string;
}

export interface PickRules {
  taken: ReadonlySet<string>;
  /** The first and last days a rental may start. */
  firstStart: string;
  lastStart: string;
}

const choosingEnd = (choice: DatesChoice) => Boolean(choice.startDate) && !choice.endDate;

const canStart = (day: string, rules: PickRules) =>
  day >= rules.firstStart && day <= rules.lastStart && !rules.taken.has(day);

/** A return day: on or after the start, with no taken day in between (the return day itself may be taken). */
const canEnd = (day: string, choice: DatesChoice, rules: PickRules) =>
  day >= choice.startDate && !coversTakenDay(rules.taken, choice.startDate, day);

/** Whether a click on `day` does anything: it can start a rental, or end the one being chosen. */
export function isPickable(day: string, choice: DatesChoice, rules: PickRules): boolean {
  return canStart(day, rules) || (choosingEnd(choice) && canEnd(day, choice, rules));
}

/** The first click picks the pickup day, the second the return; a click that cannot end the rental starts anew. */
export function pickDay(day: string, choice: DatesChoice, rules: PickRules): DatesChoice | null {
  if (choosingEnd(choice) && canEnd(day, choice, rules)) return { startDate: choice.startDate, endDate: day };
  return canStart(day, rules) ? { startDate: day, endDate: '' } : null;
}
