import type { ServerReadableStream, sendUnaryData } from '@grpc/grpc-js';
import { status } from '@grpc/grpc-js';
import type { ExpectedRevision, FakeLog, ProposedEvent } from './fake-log.ts';
import { toProposedEvent } from './proposed-message.ts';
import { shared, streams } from './protocol.ts';

type AppendReq = InstanceType<typeof streams.AppendReq>;
type AppendResp = InstanceType<typeof streams.AppendResp>;
type AppendOptions = InstanceType<typeof streams.AppendReq.Options>;

function expectedRevision(options: AppendOptions): ExpectedRevision {
  if (options.hasNoStream()) return { kind: 'no_stream' };
  if (options.hasStreamExists()) return { kind: 'stream_exists' };
  if (options.hasRevision()) return { kind: 'revision', revision: BigInt(options.getRevision()) };
  return { kind: 'any' };
}

/**
 * Streams.Append: one options message, then the proposed events; answered once the client ends its stream. What
 * clients use against servers that do not advertise BatchAppend (before 21.10), or when a call carries credentials.
 */
export function appendHandler(log: FakeLog, served: { append: number }) {
  return (call: ServerReadableStream<AppendReq, AppendResp>, callback: sendUnaryData<AppendResp>) => {
    served.append++;
    let options: AppendOptions | undefined;
    const proposed: ProposedEvent[] = [];
    let failed = false;
    const fail = (details: string) => {
      failed = true;
      callback({ code: status.INVALID_ARGUMENT, details });
    };
    call.on('data', (request: AppendReq) => {
      if (failed) return;
      if (request.hasOptions()) {
        options = request.getOptions();
        return;
      }
      const message = request.getProposedMessage();
      if (!options || !message) return fail('the first message of an append must carry its options');
      const event = toProposedEvent(message);
      if (typeof event === 'string') return fail(event);
      proposed.push(event);
    });
    call.on('end', () => {
      if (failed) return;
      if (!options) return fail('an append must start with its options');
      const streamId = Buffer.from(options.getStreamIdentifier()!.getStreamName_asU8()).toString('utf8');
      const expected = expectedRevision(options);
      const outcome = log.append(streamId, expected, proposed);
      const response = new streams.AppendResp();
      if (outcome.ok) {
        const success = new streams.AppendResp.Success()
          .setCurrentRevision(outcome.currentRevision.toString())
          .setPosition(
            new streams.AppendResp.Position()
              .setCommitPosition(outcome.position.toString())
              .setPreparePosition(outcome.position.toString()),
          );
        return callback(null, response.setSuccess(success));
      }
      const wrong = new streams.AppendResp.WrongExpectedVersion();
      if (outcome.currentRevision === undefined) wrong.setCurrentNoStream(new shared.Empty());
      else wrong.setCurrentRevision(outcome.currentRevision.toString());
      if (expected.kind === 'revision') wrong.setExpectedRevision(expected.revision.toString());
      else if (expected.kind === 'no_stream') wrong.setExpectedNoStream(new shared.Empty());
      else if (expected.kind === 'stream_exists') wrong.setExpectedStreamExists(new shared.Empty());
      else wrong.setExpectedAny(new shared.Empty());
      callback(null, response.setWrongExpectedVersion(wrong));
    });
  };
}
