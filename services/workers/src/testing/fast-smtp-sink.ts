import { createServer, type Socket } from 'node:net';

/**
 * The bench's SMTP sink: a real SMTP conversation (EHLO with PIPELINING, MAIL, RCPT, DATA, the dot, QUIT) that
 * keeps only a count, so the bench measures the sender rather than a Node SMTP server's parsing. Tests use
 * `startSmtpSink` (smtp-server and mailparser) instead.
 */
export async function startFastSmtpSink() {
  let accepted = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setNoDelay(true);
    let buffer = '';
    let inData = false;
    socket.write('220 grandtour-sink ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      const replies: string[] = [];
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) {
            // Keep only what could be the start of the terminator.
            if (buffer.length > 8) buffer = buffer.slice(-4);
            break;
          }
          buffer = buffer.slice(end + 5);
          inData = false;
          accepted++;
          replies.push('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) break;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO')
          replies.push('250-grandtour-sink\r\n250-PIPELINING\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') replies.push('250 grandtour-sink');
        else if (verb === 'DATA') {
          inData = true;
          buffer = `\r\n${buffer}`;
          replies.push('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else replies.push('250 OK');
      }
      if (replies.length > 0) socket.write(`${replies.join('\r\n')}\r\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
