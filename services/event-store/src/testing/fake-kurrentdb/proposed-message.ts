import type { ProposedEvent } from './fake-log.ts';
import { fromGrpcUuid, type shared } from './protocol.ts';

/** The fields Append's and BatchAppend's proposed messages share. */
export interface ProposedMessage {
  getId(): InstanceType<typeof shared.UUID> | undefined;
  getMetadataMap(): { get(key: string): string | undefined };
  getData_asU8(): Uint8Array;
  getCustomMetadata_asU8(): Uint8Array;
}

/** A proposed message as the log stores it, or why the server refuses it. */
export function toProposedEvent(message: ProposedMessage): ProposedEvent | string {
  const metadata = message.getMetadataMap();
  const type = metadata.get('type');
  const contentType = metadata.get('content-type');
  if (!type || !contentType) return 'every proposed message needs type and content-type metadata';
  return {
    id: fromGrpcUuid(message.getId()),
    type,
    contentType,
    data: message.getData_asU8(),
    customMetadata: message.getCustomMetadata_asU8(),
  };
}
