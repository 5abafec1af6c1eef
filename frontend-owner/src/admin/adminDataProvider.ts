import type { AdminDriver, DriverDocumentsStatus } from '@grandtour/shared';

/** A driver in the administrators' list: react-admin's record, keyed by the driver's user id. */
export type AdminDriverRecord = AdminDriver & { id: string };
import type {
  AdminClaim,
  AdminConversationThread,
  ConversationSummary,
  ErasureRecord,
} from '@grandtour/shared';
import type { DataProvider } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient.ts';
import { adminDocumentsUrl } from '../bookings/driver-documents/driverDocuments.ts';

const unsupported = () => Promise.reject(new Error('Not available to administrators here'));

/** `GET /api/admin/claims?status=&excess=`: the API puts those waiting for a decision first. */
async function claimsList(filter: { status?: string; excess?: string } | undefined) {
  const query = new URLSearchParams();
  if (filter?.status) query.set('status', filter.status);
  if (filter?.excess) query.set('excess', filter.excess);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return (await httpClient(`/api/admin/claims${suffix}`)).json as AdminClaim[];
}

const conversationUrl = (id: unknown) => `/api/admin/conversations/${encodeURIComponent(String(id))}`;

/**
 * The administrators' back office reads three resources: `drivers` (issue 22), the queue of drivers whose documents
 * were sent and one driver's documents, `claims` (issue 23), the damage disputes, and `conversations` (issue 24),
 * the reported threads only, read-only, and `erasures` (issue 25), the latest erasures of personal data. Decisions go through their panels, not react-admin's edit.
 */
export const adminDataProvider: DataProvider = {
  async getList(resource, params) {
    if (resource === 'conversations') {
      const data = (await httpClient('/api/admin/conversations')).json as ConversationSummary[];
      return { data: data as never[], total: data.length };
    }
    if (resource === 'erasures') {
      const data = (await httpClient('/api/admin/personal-data/erasures')).json as ErasureRecord[];
      return { data: data as never[], total: data.length };
    }
    if (resource === 'claims') {
      const data = await claimsList(params.filter as { status?: string; excess?: string } | undefined);
      return { data: data as never[], total: data.length };
    }
    if (resource !== 'drivers') return unsupported();
    const status = (params.filter as { status?: string } | undefined)?.status;
    const query = status ? `?status=${encodeURIComponent(status)}` : '';
    const rows = (await httpClient(`/api/admin/drivers${query}`)).json as AdminDriver[];
    const data = rows.map((row) => ({ ...row, id: row.userId }));
    return { data: data as never[], total: data.length };
  },
  async getOne(resource, params) {
    if (resource === 'conversations')
      return {
        data: (await httpClient(conversationUrl(params.id))).json as AdminConversationThread as never,
      };
    if (resource === 'claims')
      return {
        data: (await httpClient(`/api/admin/claims/${encodeURIComponent(String(params.id))}`)).json as never,
      };
    if (resource !== 'drivers') return unsupported();
    const userId = String(params.id);
    const status = (await httpClient(adminDocumentsUrl(userId))).json as DriverDocumentsStatus;
    return { data: { ...status, id: userId, userId } as never };
  },
  getMany: unsupported,
  getManyReference: unsupported,
  update: unsupported,
  updateMany: unsupported,
  create: unsupported,
  delete: unsupported,
  deleteMany: unsupported,
};
