import type { AdminDriver, DriverDocumentsStatus } from '@grandtour/shared';

/** A driver in the administrators' list: react-admin's record, keyed by the driver's user id. */
export type AdminDriverRecord = AdminDriver & { id: string };
import type { DataProvider } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient.ts';
import { adminDocumentsUrl } from '../bookings/driver-documents/driverDocuments.ts';

const unsupported = () => Promise.reject(new Error('Not available to administrators here'));

/**
 * The administrators' back office reads one resource, `drivers` (issue 22): the queue of drivers whose documents
 * were sent, and one driver's documents. Decisions go through the documents panel, not react-admin's edit.
 */
export const adminDataProvider: DataProvider = {
  async getList(resource, params) {
    if (resource !== 'drivers') return unsupported();
    const status = (params.filter as { status?: string } | undefined)?.status;
    const query = status ? `?status=${encodeURIComponent(status)}` : '';
    const rows = (await httpClient(`/api/admin/drivers${query}`)).json as AdminDriver[];
    const data = rows.map((row) => ({ ...row, id: row.userId }));
    return { data: data as never[], total: data.length };
  },
  async getOne(resource, params) {
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
