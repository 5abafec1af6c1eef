import type { ServerReadableStream, sendUnaryData } from '@grpc/grpc-js';
import { status } from '@grpc/grpc-js';
import type { ExpectedRevision, FakeLog, ProposedEvent } from './fake-log.ts';
import { fromGrpcUuid, shared, streams } from './protocol.ts';

type AppendReq = InstanceType<typeof streams.AppendReq>;
type AppendResp = InstanceType<typeof streams.AppendResp>;
type AppendOptions = InstanceType<typeof streams.AppendReq.Options>;

function expectedRevision(options: AppendOptions): ExpectedRevision {
  if (options.hasNoStream()) return { kind: 'no_stream' };
  if (options.hasStreamExists()) return { kind: 'stream_exists' };
  if (options.hasRevision()) return { kind: 'revision', revision: BigInt(options.getRevision()) };
  return { kind: 'any' };
}

/** Streams.Append: one options message, then the proposed events; answered once the client ends its stream. */
export function appendHandler(log: FakeLog) {
  return (call: ServerReadableStream<AppendReq, AppendResp>, callback: sendUnaryData<AppendResp>) => {
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
      const metadata = message.getMetadataMap();
      const type = metadata.get('type');
      const contentType = metadata.get('content-type');
      if (!type || !contentType) return fail('every proposed message needs type and content-type metadata');
      proposed.push({
        id: fromGrpcUuid(message.getId()),
        type,
        contentType,
        data: message.getData_asU8(),
        customMetadata: message.getCustomMetadata_asU8(),
      });
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
