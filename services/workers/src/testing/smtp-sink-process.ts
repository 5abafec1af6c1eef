// A local SMTP sink as a process of its own (the bench keeps its CPU apart from the workers'): prints its URL, then
// answers each line "count" on stdin with the number of messages accepted so far.
import { createInterface } from 'node:readline';
import { startFastSmtpSink } from './fast-smtp-sink.ts';

const sink = await startFastSmtpSink();
process.stdout.write(`${sink.url}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'count') process.stdout.write(`${sink.count()}\n`);
  if (line === 'close') break;
}
await sink.close();
process.exit(0);
