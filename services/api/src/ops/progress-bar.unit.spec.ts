import { describe, expect, it } from 'vitest';
import { progressReporter, renderProgress } from './progress-bar.ts';

const progress = { unit: 'platform_revenue', phase: 'replaying' as const, total: 1_000_000, elapsedMs: 5000 };

describe('the rebuild progress bar', () => {
  it('shows the unit, the bar, events done out of the total and events per second', () => {
    expect(renderProgress({ ...progress, done: 250_000 })).toBe(
      'platform_revenue  [######------------------]   25 %  250,000 / 1,000,000 events  50,000 events/s  replaying',
    );
  });

  it('never shows more than 100 %, when writes landed during the rebuild, nor a rate before any time passed', () => {
    expect(renderProgress({ ...progress, done: 1_000_050, phase: 'done', elapsedMs: 0 })).toBe(
      'platform_revenue  [########################]  100 %  1,000,050 / 1,000,050 events  0 events/s  done',
    );
    expect(renderProgress({ ...progress, done: 0, total: 0 })).toContain('100 %  0 / 0 events');
  });

  it('redraws in place on a terminal and ends the line when the unit is done', () => {
    const written: string[] = [];
    const report = progressReporter({ isTTY: true, write: (text: string) => written.push(text) > 0 });
    report({ ...progress, done: 10 });
    report({ ...progress, done: 20 });
    report({ ...progress, done: 1_000_000, phase: 'done' });
    expect(written).toHaveLength(2);
    expect(written[0]!.startsWith('\r\u001b[2Kplatform_revenue ')).toBe(true);
    expect(written[0]).toContain(' 10 / 1,000,000 events');
    expect(written[1]).toMatch(/done\n$/);
  });

  it('writes plain lines, a few seconds apart, to a file or a pipe', () => {
    const written: string[] = [];
    const report = progressReporter({ write: (text: string) => written.push(text) > 0 });
    report({ ...progress, done: 10 });
    report({ ...progress, done: 20 });
    report({ ...progress, done: 30, phase: 'done' });
    expect(written.map((line) => line.endsWith('\n') && !line.startsWith('\r'))).toEqual([true, true]);
  });
});
