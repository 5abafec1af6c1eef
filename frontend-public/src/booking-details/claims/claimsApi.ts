import type { AcceptClaimRequest, Claim } from '@grandtour/shared';
import { throwIfNotOk } from '../../api/http.ts';

const claimUrl = (claim: Claim) =>
  `/api/bookings/${encodeURIComponent(claim.bookingId)}/claims/${encodeURIComponent(claim.id)}`;

/** The customer's answers; the API words a refusal in the site's language. */
async function post(url: string, language: string, body?: FormData | AcceptClaimRequest) {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Accept-Language': language, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : body,
  });
  await throwIfNotOk(response);
  return (await response.json()) as Claim;
}

/** `chargeExcessToCard`: the customer's consent to what the deposit cannot cover being charged to their card. */
export const acceptClaim = (claim: Claim, language: string, chargeExcessToCard: boolean) =>
  post(`${claimUrl(claim)}/accept`, language, { chargeExcessToCard });

/** Multipart: the message and the customer's own photos, if any. */
export function contestClaim(claim: Claim, language: string, message: string, photos: File[]) {
  const body = new FormData();
  body.set('message', message);
  for (const photo of photos) body.append('photos', photo, photo.name);
  return post(`${claimUrl(claim)}/contest`, language, body);
}
