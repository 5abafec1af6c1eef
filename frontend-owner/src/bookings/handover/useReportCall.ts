import { HandoverApiError, type HandoverReport } from '@grandtour/shared';
import { useState } from 'react';
import type { Handover } from './useHandover.ts';

/** A write on the report (readings, damage, signature): pending while it runs, the API's words if it is refused. */
export function useReportCall(handover: Handover) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  async function run(call: () => Promise<HandoverReport>) {
    setPending(true);
    setError(null);
    setDone(false);
    try {
      handover.queue.setReport(await call());
      setDone(true);
      return true;
    } catch (failure) {
      setError(failure instanceof HandoverApiError ? failure.message : String(failure));
      return false;
    } finally {
      setPending(false);
    }
  }
  return { run, pending, error, done };
}
