import zlib from 'node:zlib';
const buf = Buffer.from('BT /F1 10 Tf 56 700 Td [<0041> -20 <0042>] TJ ET\n'.repeat(220));
for (const [name, fn] of [
  ['deflate default', () => zlib.deflateSync(buf)],
  ['deflate level1', () => zlib.deflateSync(buf, { level: 1 })],
  ['deflate small', () => zlib.deflateSync(buf, { level: 6, windowBits: 12, memLevel: 5 })],
] as const) {
  for (let i = 0; i < 200; i++) fn();
  const c = process.cpuUsage(); let out = 0;
  for (let i = 0; i < 2000; i++) out = fn().length;
  const d = process.cpuUsage(c);
  console.log(name.padEnd(18), ((d.user + d.system) / 1000 / 2000).toFixed(3), 'ms', buf.length, '->', out);
}
