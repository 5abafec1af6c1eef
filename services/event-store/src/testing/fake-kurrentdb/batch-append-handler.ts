import type { ServerDuplexStream } from '@grpc/grpc-js';
import { status } from '@grpc/grpc-js';
import type { AppendOutcome, ExpectedRevision, FakeLog, ProposedEvent } from './fake-log.ts';
import { toProposedEvent } from './proposed-message.ts';
import { fromGrpcUuid, packDetails, rpcStatus, shared, streams } from './protocol.ts';

type BatchAppendReq = InstanceType<typeof streams.BatchAppendReq>;
type BatchAppendResp = InstanceType<typeof streams.BatchAppendResp>;
type BatchOptions = InstanceType<typeof streams.BatchAppendReq.Options>;
type Call = ServerDuplexStream<BatchAppendReq, BatchAppendResp>;

/** google.rpc.Code ALREADY_EXISTS: the code the server gives a wrong expected version on BatchAppend. */
const ALREADY_EXISTS = 6;

function expectedRevision(options: BatchOptions): ExpectedRevision {
  if (options.hasNoStream()) return { kind: 'no_stream' };
  if (options.hasStreamExists()) return { kind: 'stream_exists' };
  if (options.hasStreamPosition()) return { kind: 'revision', revision: BigInt(options.getStreamPosition()) };
  return { kind: 'any' };
}

/** One append in progress: its options came with its first message, its events may span several. */
interface PendingAppend {
  readonly options: BatchOptions;
  readonly events: ProposedEvent[];
}

function wrongExpectedVersion(outcome: AppendOutcome & { ok: false }, expected: ExpectedRevision) {
  const details = new shared.WrongExpectedVersion();
  if (outcome.currentRevision === undefined) details.setCurrentNoStream(new shared.Empty());
  else details.setCurrentStreamRevision(outcome.currentRevision.toString());
  if (expected.kind === 'revision') details.setExpectedStreamPosition(expected.revision.toString());
  else if (expected.kind === 'no_stream') details.setExpectedNoStream(new shared.Empty());
  else if (expected.kind === 'stream_exists') details.setExpectedStreamExists(new shared.Empty());
  else details.setExpectedAny(new shared.Empty());
  return new rpcStatus.Status()
    .setCode(ALREADY_EXISTS)
    .setMessage('WrongExpectedVersion')
    .setDetails(packDetails(details, 'event_store.client.WrongExpectedVersion'));
}

/** The answer to one append: correlation id, stream and expected position echoed, then success or error. */
function response(request: BatchAppendReq, pending: PendingAppend, outcome: AppendOutcome): BatchAppendResp {
  const { options } = pending;
  const answer = new streams.BatchAppendResp()
    .setCorrelationId(request.getCorrelationId())
    .setStreamIdentifier(options.getStreamIdentifier());
  if (options.hasStreamPosition()) answer.setStreamPosition(options.getStreamPosition());
  else if (options.hasNoStream()) answer.setNoStream(new shared.Empty());
  else if (options.hasStreamExists()) answer.setStreamExists(new shared.Empty());
  else answer.setAny(new shared.Empty());
  if (!outcome.ok) return answer.setError(wrongExpectedVersion(outcome, expectedRevision(options)));
  const success = new streams.BatchAppendResp.Success()
    .setCurrentRevision(outcome.currentRevision.toString())
    .setPosition(
      new shared.AllStreamPosition()
        .setCommitPosition(outcome.position.toString())
        .setPreparePosition(outcome.position.toString()),
    );
  return answer.setSuccess(success);
}

/**
 * Streams.BatchAppend: one long-lived bidirectional stream per connection that carries many appends at once, each
 * under its own correlation id. An append's first message carries its options; its events come in that message and
 * the following ones of the same correlation id; the one marked `is_final` completes it, and the answer carries the
 * correlation id back. What clients use since 21.10 when the server advertises it.
 */
export function batchAppendHandler(log: FakeLog, served: { batchAppend: number }) {
  return (call: Call) => {
    const pending = new Map<string, PendingAppend>();
    const refuse = (details: string) =>
      call.destroy(Object.assign(new Error(details), { code: status.INVALID_ARGUMENT, details }));
    call.on('data', (request: BatchAppendReq) => {
      const correlationId = request.hasCorrelationId() ? fromGrpcUuid(request.getCorrelationId()) : undefined;
      if (!correlationId) return refuse('every batch append message needs a correlation id');
      let append = pending.get(correlationId);
      if (!append) {
        const options = request.getOptions();
        if (!options?.hasStreamIdentifier())
          return refuse('the first message of an append must carry its options');
        append = { options, events: [] };
        pending.set(correlationId, append);
      }
      for (const message of request.getProposedMessagesList()) {
        const event = toProposedEvent(message);
        if (typeof event === 'string') return refuse(event);
        append.events.push(event);
      }
      if (!request.getIsFinal()) return;
      pending.delete(correlationId);
      served.batchAppend++;
      const streamId = Buffer.from(append.options.getStreamIdentifier()!.getStreamName_asU8()).toString(
        'utf8',
      );
      const outcome = log.append(streamId, expectedRevision(append.options), append.events);
      call.write(response(request, append, outcome));
    });
    call.on('end', () => call.end());
    call.on('error', () => pending.clear());
  };
}
