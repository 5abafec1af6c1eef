import type { RebuildProgress } from '@grandtour/projections';
import type { OpsOutput } from './ops-context.ts';

/** A rebuild's progress, or a copy's (export, import): phases are shown as they are named. */
export type Progress = Omit<RebuildProgress, 'phase'> & {
  phase: RebuildProgress['phase'] | 'copying';
  /** What is counted: events unless said. */
  of?: string;
};

const BAR_WIDTH = 24;
const count = (value: number) => Math.round(value).toLocaleString('en-US');

/** One line: the unit, a bar, events done / total and the rate so far. */
export function renderProgress(progress: Progress): string {
  const total = Math.max(progress.total, progress.done);
  const share = total === 0 ? 1 : progress.done / total;
  const filled = Math.round(share * BAR_WIDTH);
  const perSecond = progress.elapsedMs > 0 ? (progress.done * 1000) / progress.elapsedMs : 0;
  return [
    progress.unit,
    `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`,
    `${String(Math.floor(share * 100)).padStart(3)} %`,
    `${count(progress.done)} / ${count(total)} ${progress.of ?? 'events'}`,
    `${count(perSecond)} ${progress.of ?? 'events'}/s`,
    progress.phase,
  ].join('  ');
}

/**
 * Draws rebuild progress on the progress stream: redrawn in place at most every 100 ms on a terminal, a line every
 * few seconds otherwise (a log file or a pipe), and always the last state of each unit.
 */
export function progressReporter(stream: OpsOutput['progress']) {
  const tty = Boolean(stream.isTTY);
  const everyMs = tty ? 100 : 5000;
  let lastDrawn = 0;
  return (progress: Progress) => {
    const now = Date.now();
    const final = progress.phase === 'done';
    if (!final && now - lastDrawn < everyMs) return;
    lastDrawn = now;
    const line = renderProgress(progress);
    stream.write(tty ? `\r\u001b[2K${line}${final ? '\n' : ''}` : `${line}\n`);
    if (final) lastDrawn = 0;
  };
}
