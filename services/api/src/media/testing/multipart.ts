/** A multipart/form-data body with one file in its `photo` field (or another), as a browser's FormData sends it. */
export function multipart(bytes: Buffer, filename: string, type: string, field = 'photo') {
  const boundary = '----grandtour-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
