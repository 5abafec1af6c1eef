export interface ReceivedEvent {
  id: string | undefined;
  event: string | undefined;
  data: string | undefined;
}

/**
 * A Server-Sent Events client over real HTTP (fetch, streamed): the events and comments as they arrive, and promises
 * to wait for them without sleeping.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const aborter = new AbortController();
  const response = await fetch(url, { headers, signal: aborter.signal });
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  const retries: string[] = [];
  const checks = new Set<() => void>();
  let ended = false;
  const settle = () => checks.forEach((check) => check());

  const waitFor = (condition: () => boolean, what: string, timeoutMs = 10_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        checks.delete(check);
        reject(new Error(`Timed out waiting for ${what}: ${JSON.stringify(events)}`));
      }, timeoutMs);
      const check = () => {
        if (!condition()) return;
        clearTimeout(timer);
        checks.delete(check);
        resolve();
      };
      checks.add(check);
      check();
    });

  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        settle();
      }
    } catch {
      // Aborted by close(), or the server cut the connection.
    } finally {
      ended = true;
      settle();
    }
  })();

  function parseBlock(block: string) {
    const received: ReceivedEvent = { id: undefined, event: undefined, data: undefined };
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === '') comments.push(value);
      else if (field === 'retry') retries.push(value);
      else if (field === 'id' || field === 'event' || field === 'data') received[field] = value;
    }
    if (received.data !== undefined) events.push(received);
  }

  return {
    response,
    events,
    comments,
    retries,
    ids: () => events.map((event) => event.id),
    get ended() {
      return ended;
    },
    untilEvents: (count: number) => waitFor(() => events.length >= count, `${count} events`),
    untilComments: (count: number) => waitFor(() => comments.length >= count, `${count} comments`),
    untilEnded: () => waitFor(() => ended, 'the end of the stream'),
    async close() {
      aborter.abort();
      await reading;
    },
  };
}
