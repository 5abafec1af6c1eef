import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handoverClient } from './handover-client.ts';
import { HANDOVER_ANGLES } from './handover.ts';
import type { HandoverReport } from './handover.schema.ts';
import type { PendingPhoto, PendingPhotoStore } from './pending-photos.ts';
import { createHandoverUploadQueue, type HandoverQueueState } from './upload-queue.ts';

const BASE = '/api/owner/bookings/b1/handovers/pickup';
const sha = (n: number) => n.toString(16).padStart(64, '0');

interface Sent {
  method: string;
  url: string;
  key: string | null;
  field: string | null;
}

/**
 * A server holding one report in memory. `next` decides each photo upload's fate: `ok`, `drop` (recorded, but the
 * answer is lost on the way back), `offline` (never arrives), a status (5xx, 4xx).
 */
function fakeServer() {
  const photos = new Map<string, string>();
  const byKey = new Map<string, string>();
  const sent: Sent[] = [];
  const fates: Array<'ok' | 'drop' | 'offline' | number> = [];
  let hashes = 0;
  const report = (): HandoverReport => ({
    bookingId: '00000000-0000-4000-8000-000000000001',
    phase: 'pickup',
    slots: HANDOVER_ANGLES.map((slot) => ({
      slot,
      photoUrl: photos.has(slot) ? `${BASE}/photos/${slot}` : null,
      sha256: photos.get(slot) ?? null,
      addedBy: photos.has(slot) ? 'owner' : null,
      addedAt: photos.has(slot) ? '2026-11-26T10:00:00.000Z' : null,
    })),
    readings: null,
    damages: [],
    signatures: [],
    completeness: {
      missingAngles: HANDOVER_ANGLES.filter((angle) => !photos.has(angle)),
      readings: false,
      signedBy: [],
    },
    contentSha256: sha(0),
    sealed: false,
    sealSha256: null,
    sealedAt: null,
    signingCodeExpiresAt: null,
    extras: null,
  });
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const headers = init.headers as Record<string, string>;
    const body = init.body instanceof FormData ? init.body : null;
    const method = init.method ?? 'GET';
    sent.push({
      method,
      url,
      key: headers['Idempotency-Key'] ?? null,
      field: body ? [...body.keys()].join(',') : null,
    });
    if (method === 'GET') return json(200, report());
    const slot = url.slice(`${BASE}/photos/`.length);
    const fate = fates.shift() ?? 'ok';
    if (fate === 'offline') throw new TypeError('Failed to fetch');
    if (typeof fate === 'number')
      return json(fate, {
        error: fate >= 500 ? 'internal' : fate === 429 ? 'photo_upload_rate_limited' : 'photo_type_refused',
        message: `refused ${fate}`,
        ...(fate === 429 ? { details: { retryAfterSeconds: 60 } } : {}),
      });
    const key = headers['Idempotency-Key']!;
    if (!byKey.has(key)) {
      byKey.set(key, slot);
      photos.set(slot, sha((hashes += 1)));
    }
    if (fate === 'drop') throw new TypeError('Network connection lost');
    return json(200, report());
  });
  return { fetch, sent, fates, photos, puts: () => sent.filter((call) => call.method === 'PUT') };
}

/** What the browser's IndexedDB keeps between two pages, as the port says. */
function keptPhotos(): PendingPhotoStore & { rows: Map<string, PendingPhoto> } {
  const rows = new Map<string, PendingPhoto>();
  return {
    rows,
    list: async () => [...rows.values()],
    put: async (photo) => void rows.set(photo.slot, photo),
    remove: async (slot, key) => {
      if (rows.get(slot)?.key === key) rows.delete(slot);
    },
  };
}

describe('the handover upload queue', () => {
  let server: ReturnType<typeof fakeServer>;
  let states: HandoverQueueState[];
  let connectivity: EventTarget;
  let keys: number;

  const queue = (pendingPhotos: PendingPhotoStore | null = null) => {
    const client = handoverClient({
      baseUrl: BASE,
      fetch: server.fetch as unknown as typeof fetch,
      language: () => 'fr',
      newKey: () => `key-${(keys += 1)}`,
    });
    return createHandoverUploadQueue({
      client,
      newKey: () => `key-${(keys += 1)}`,
      onChange: (state) => states.push(state),
      backoffMs: [1_000, 4_000],
      connectivity,
      pendingPhotos,
    });
  };
  const last = () => states.at(-1)!;
  const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

  beforeEach(() => {
    vi.useFakeTimers();
    server = fakeServer();
    states = [];
    connectivity = new EventTarget();
    keys = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('starts from the report as the server has it, and sends each photo to its own slot', async () => {
    server.photos.set('front', sha(99));
    const uploads = queue();
    await uploads.start();
    expect(last().report?.completeness.missingAngles).not.toContain('front');

    uploads.add('back', photo());
    uploads.add('left', photo());
    expect(last().uploads.back?.status).toMatch(/sending|waiting/);
    await vi.runAllTimersAsync();

    expect(server.puts().map((call) => [call.url, call.field])).toEqual([
      [`${BASE}/photos/back`, 'photo'],
      [`${BASE}/photos/left`, 'photo'],
    ]);
    expect(last().uploads).toEqual({});
    expect(last().report?.completeness.missingAngles).not.toContain('left');
    uploads.dispose();
  });

  it('after a dropped answer, reads the report and does not send a photo the server already has', async () => {
    const uploads = queue();
    await uploads.start();
    server.fates.push('drop');
    uploads.add('front', photo());
    await vi.advanceTimersByTimeAsync(0);
    expect(last().uploads.front).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(last().uploads.front?.error?.code).toBe('network');

    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.puts()).toHaveLength(1);
    expect(last().uploads).toEqual({});
    expect(last().report?.slots[0]).toMatchObject({ slot: 'front', sha256: sha(1) });
    uploads.dispose();
  });

  it('tries again with backoff and the same Idempotency-Key after a server error or no network', async () => {
    const uploads = queue();
    await uploads.start();
    server.fates.push(503, 'offline');
    uploads.add('interior', photo());
    await vi.advanceTimersByTimeAsync(0);
    expect(last().uploads.interior).toMatchObject({ status: 'waiting', attempts: 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(server.puts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.puts()).toHaveLength(2);
    // The second wait is longer, and the last wait repeats.
    await vi.advanceTimersByTimeAsync(3_999);
    expect(server.puts()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    const puts = server.puts();
    expect(puts).toHaveLength(3);
    expect(new Set(puts.map((call) => call.key)).size).toBe(1);
    expect(last().uploads).toEqual({});
    expect(server.photos.get('interior')).toBe(sha(1));
    uploads.dispose();
  });

  it('waits as long as a rate limit says before sending again', async () => {
    const uploads = queue();
    await uploads.start();
    server.fates.push(429);
    uploads.add('front', photo());
    await vi.advanceTimersByTimeAsync(0);
    expect(last().uploads.front).toMatchObject({ status: 'waiting', attempts: 1 });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(server.puts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.puts()).toHaveLength(2);
    expect(last().uploads).toEqual({});
    uploads.dispose();
  });

  it('sends what waits as soon as the browser is back online', async () => {
    const uploads = queue();
    await uploads.start();
    server.fates.push('offline');
    uploads.add('dashboard', photo());
    await vi.advanceTimersByTimeAsync(0);
    expect(last().uploads.dashboard?.status).toBe('waiting');
    connectivity.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.puts()).toHaveLength(2);
    expect(last().uploads).toEqual({});
    uploads.dispose();
  });

  it('keeps a refusal with the API’s message and does not try again; another photo replaces it', async () => {
    const uploads = queue();
    await uploads.start();
    server.fates.push(415);
    uploads.add('back', photo());
    await vi.runAllTimersAsync();
    expect(last().uploads.back).toMatchObject({ status: 'refused', attempts: 1 });
    expect(last().uploads.back?.error?.message).toBe('refused 415');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.puts()).toHaveLength(1);

    uploads.add('back', photo());
    await vi.runAllTimersAsync();
    expect(server.puts()).toHaveLength(2);
    expect(server.puts()[0]!.key).not.toBe(server.puts()[1]!.key);
    expect(last().uploads).toEqual({});
    uploads.dispose();
  });

  it('starts again after being disposed (a component mounted twice), photos still waiting included', async () => {
    const uploads = queue();
    await uploads.start();
    server.fates.push('offline');
    uploads.add('back', photo());
    await vi.advanceTimersByTimeAsync(0);
    uploads.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.puts()).toHaveLength(1);
    connectivity.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.puts()).toHaveLength(1);

    await uploads.start();
    await vi.runAllTimersAsync();
    expect(server.puts()).toHaveLength(2);
    expect(last().uploads).toEqual({});
    connectivity.dispatchEvent(new Event('online'));
    uploads.dispose();
  });

  it('tells a report it cannot read', async () => {
    server.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const uploads = queue();
    await expect(uploads.start()).rejects.toMatchObject({ code: 'network', transient: true });
    expect(last().loadError?.status).toBe(0);
    await uploads.refresh();
    expect(last().loadError).toBeNull();
    uploads.dispose();
  });

  it('keeps a photo not sent when the page closes, and sends it under its first key when the page opens again', async () => {
    const kept = keptPhotos();
    const first = queue(kept);
    await first.start();
    server.fates.push('offline');
    first.add('front', photo());
    await vi.advanceTimersByTimeAsync(0);
    expect([...kept.rows.keys()]).toEqual(['front']);
    first.dispose();

    const second = queue(kept);
    await second.start();
    expect(last().uploads.front?.status).toMatch(/sending|waiting/);
    await vi.runAllTimersAsync();
    const puts = server.puts();
    expect(puts).toHaveLength(2);
    expect(puts[1]!.key).toBe(puts[0]!.key);
    expect(server.photos.get('front')).toBe(sha(1));
    expect(last().uploads).toEqual({});
    expect(kept.rows.size).toBe(0);
    second.dispose();
  });

  it('does not send again a kept photo that arrived before the page closed, and forgets a refused one', async () => {
    const kept = keptPhotos();
    const first = queue(kept);
    await first.start();
    server.fates.push('drop', 415);
    first.add('back', photo());
    await vi.advanceTimersByTimeAsync(0);
    first.add('left', photo());
    await vi.advanceTimersByTimeAsync(0);
    expect(last().uploads.left?.status).toBe('refused');
    expect([...kept.rows.keys()]).toEqual(['back']);
    first.dispose();

    const second = queue(kept);
    await second.start();
    await vi.runAllTimersAsync();
    expect(server.puts()).toHaveLength(2);
    expect(last().uploads).toEqual({});
    expect(last().report?.slots.find((slot) => slot.slot === 'back')?.sha256).toBe(sha(1));
    expect(kept.rows.size).toBe(0);
    second.dispose();
  });
});
