import { describe, it } from 'vitest';
import type { DriverDocumentKind } from '@grandtour/shared';
import { specFor } from '../decider.spec-helpers.ts';
import {
  driverDocumentsDecider,
  type DocumentReviewer,
  type DriverDocumentUploaded,
  type DriverDocumentViewed,
  type DriverDocumentsRejected,
  type DriverDocumentsVerified,
} from './driver-documents.ts';

const given = specFor(driverDocumentsDecider);
const now = '2027-03-01T10:00:00.000Z';
const userId = 'guest:0b6f3c1e-4b51-4d6a-9d2c-3f8e2a8d1c11';
const owner: DocumentReviewer = { id: 'owner-1', role: 'owner', bookingId: 'booking-1' };

const uploaded = (kind: DriverDocumentKind, sha256 = `${kind}-hash`): DriverDocumentUploaded => ({
  type: 'DriverDocumentUploaded',
  data: { userId, kind, sha256, contentType: 'image/jpeg', uploadedAt: now },
});
const allThree = [uploaded('licence_front'), uploaded('licence_back'), uploaded('identity')];
const verified: DriverDocumentsVerified = {
  type: 'DriverDocumentsVerified',
  data: {
    userId,
    reviewerId: 'owner-1',
    role: 'owner',
    bookingId: 'booking-1',
    licenceExpiresOn: null,
    at: now,
  },
};
const rejected: DriverDocumentsRejected = {
  type: 'DriverDocumentsRejected',
  data: {
    userId,
    reviewerId: 'owner-1',
    role: 'owner',
    bookingId: 'booking-1',
    reason: 'unreadable',
    note: null,
    at: now,
  },
};
const verify = {
  type: 'VerifyDriverDocuments' as const,
  data: { userId, reviewer: owner, licenceExpiresOn: null },
  metadata: { now },
};
const reject = {
  type: 'RejectDriverDocuments' as const,
  data: { userId, reviewer: owner, reason: 'unreadable' as const, note: null },
  metadata: { now },
};
const erase = {
  type: 'EraseDriverDocuments' as const,
  data: { userId, cause: 'retention' as const },
  metadata: { now },
};

describe('driver documents decider', () => {
  it('records an upload, and the same file uploaded again changes nothing', () => {
    const command = {
      type: 'UploadDriverDocument' as const,
      data: {
        userId,
        kind: 'licence_front' as const,
        sha256: 'licence_front-hash',
        contentType: 'image/jpeg',
      },
      metadata: { now },
    };
    given([])
      .when(command)
      .then([uploaded('licence_front')]);
    given([uploaded('licence_front')])
      .when(command)
      .then([]);
  });

  it('records every view by an owner, even the same document twice', () => {
    const view = {
      type: 'RecordDriverDocumentView' as const,
      data: { userId, kind: 'licence_back' as const, viewer: owner },
      metadata: { now },
    };
    const viewed: DriverDocumentViewed = {
      type: 'DriverDocumentViewed',
      data: {
        userId,
        kind: 'licence_back',
        viewerId: 'owner-1',
        role: 'owner',
        bookingId: 'booking-1',
        at: now,
      },
    };
    given(allThree).when(view).then([viewed]);
    given([...allThree, viewed])
      .when(view)
      .then([viewed]);
  });

  it('refuses to record a view of a document that is not there', () => {
    given([uploaded('licence_front')])
      .when({
        type: 'RecordDriverDocumentView',
        data: { userId, kind: 'identity', viewer: owner },
        metadata: { now },
      })
      .thenThrows('driver_documents_not_found');
  });

  it('verifies a driver with all three documents, once', () => {
    given(allThree).when(verify).then([verified]);
    given([...allThree, verified])
      .when(verify)
      .then([]);
  });

  it('refuses to verify a driver whose licence back is missing', () => {
    given([uploaded('licence_front'), uploaded('identity')])
      .when(verify)
      .thenThrows('driver_documents_incomplete');
  });

  it('rejects with a reason, and a new upload asks for a new check', () => {
    given(allThree).when(reject).then([rejected]);
    given([...allThree, rejected])
      .when(reject)
      .then([]);
    given([...allThree, rejected, uploaded('licence_front', 'sharper-photo')])
      .when(reject)
      .then([rejected]);
  });

  it('erases what is kept, then has nothing to show, verify or erase', () => {
    given([...allThree, verified])
      .when(erase)
      .then([
        {
          type: 'DriverDocumentsErased',
          data: { userId, kinds: ['licence_front', 'licence_back', 'identity'], cause: 'retention', at: now },
        },
      ]);
    const erased = {
      type: 'DriverDocumentsErased' as const,
      data: { userId, kinds: ['licence_front' as const], cause: 'retention' as const, at: now },
    };
    given([uploaded('licence_front'), erased])
      .when(erase)
      .then([]);
    given([uploaded('licence_front'), erased])
      .when(verify)
      .thenThrows('driver_documents_not_found');
    given([uploaded('licence_front'), erased])
      .when({
        type: 'RecordDriverDocumentView',
        data: { userId, kind: 'licence_front', viewer: owner },
        metadata: { now },
      })
      .thenThrows('driver_documents_not_found');
  });
});
