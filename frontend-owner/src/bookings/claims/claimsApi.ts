import type { AdminClaim, Claim, HandoverPhase, HandoverReport } from '@grandtour/shared';
import { httpClient } from '../../dataProvider/httpClient.ts';

const ownerClaimsUrl = (bookingId: string) => `/api/owner/bookings/${encodeURIComponent(bookingId)}/claims`;

export const readOwnerClaims = async (bookingId: string) =>
  (await httpClient(ownerClaimsUrl(bookingId))).json as Claim[];

export interface ClaimDraft {
  description: string;
  amountCents: number;
  photos: File[];
  estimate: File;
}

/** `POST …/claims` as multipart: the API words a refusal in the back office's language. */
export async function openClaim(bookingId: string, draft: ClaimDraft) {
  const body = new FormData();
  body.set('description', draft.description);
  body.set('amountCents', String(draft.amountCents));
  for (const photo of draft.photos) body.append('photos', photo, photo.name);
  body.set('estimate', draft.estimate, draft.estimate.name);
  return (await httpClient(ownerClaimsUrl(bookingId), { method: 'POST', body })).json as Claim;
}

export const withdrawClaim = async (bookingId: string, claimId: string) =>
  (
    await httpClient(`${ownerClaimsUrl(bookingId)}/${encodeURIComponent(claimId)}/withdraw`, {
      method: 'POST',
    })
  ).json as Claim;

/** A handover report as the owner or an administrator reads it; null when it was never started. */
export async function readReport(
  side: 'owner' | 'admin',
  bookingId: string,
  phase: HandoverPhase,
): Promise<HandoverReport | null> {
  try {
    return (await httpClient(`/api/${side}/bookings/${encodeURIComponent(bookingId)}/handovers/${phase}`))
      .json as HandoverReport;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export const decideClaim = async (claimId: string, amountCents: number, note: string) =>
  (
    await httpClient(`/api/admin/claims/${encodeURIComponent(claimId)}/decide`, {
      method: 'POST',
      body: JSON.stringify({ amountCents, note }),
    })
  ).json as AdminClaim;
