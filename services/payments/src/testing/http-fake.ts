import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface HttpFake {
  host: '127.0.0.1';
  port: number;
  baseUrl: string;
  close(): Promise<void>;
}

/** A provider's API on 127.0.0.1 and a random port: nothing in the tests leaves the machine. */
export async function startHttpFake(handle: (request: FakeRequest) => FakeResponse): Promise<HttpFake> {
  const server = createServer((incoming, outgoing) => {
    void readBody(incoming).then((body) => {
      let answer: FakeResponse;
      try {
        answer = handle({
          method: incoming.method ?? 'GET',
          path: incoming.url ?? '/',
          headers: incoming.headers,
          body,
        });
      } catch (error) {
        answer = { status: 500, body: { fakeError: String(error) } };
      }
      send(outgoing, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, answer: FakeResponse) {
  const body = answer.body === undefined ? '' : JSON.stringify(answer.body, null, 2);
  response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
  response.end(body);
}
