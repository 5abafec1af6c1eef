import { readFile } from 'node:fs/promises';

/** CPU time (user + system) of each process so far, in ms, from /proc/<pid>/stat (Linux); none for one gone. */
export async function processesCpuMs(pids: readonly number[]): Promise<Map<number, number>> {
  const entries = await Promise.all(
    pids.map(async (pid) => {
      try {
        const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
        // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return [[pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100] as const]; // USER_HZ is 100
      } catch {
        return [];
      }
    }),
  );
  return new Map(entries.flat());
}

/**
 * CPU spent by these processes between two readings; a process absent from the first started after it. One gone by
 * the second (a pool's idle connection closed) is left out: what it spent in between is lost, not counted negative.
 */
export function cpuSpentMs(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
