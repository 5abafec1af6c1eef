// npm start: build whichever front end is missing or older than its sources, then run the whole marketplace
// (API, both single-page apps, projections) in one process.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const sharedSources = newestChange(join(root, 'shared/src'));
for (const app of ['frontend-public', 'frontend-owner']) {
  const dir = join(root, app);
  // The public site is also built for the server, which renders its pages (decision 39).
  const outputs =
    app === 'frontend-public' ? ['dist/index.html', 'dist-ssr/entry-server.js'] : ['dist/index.html'];
  const built = Math.min(...outputs.map((output) => newestChange(join(dir, output))));
  const sources = Math.max(
    sharedSources,
    newestChange(join(dir, 'src')),
    newestChange(join(dir, 'index.html')),
  );
  if (built >= sources) continue;
  console.log(`Building ${app}…`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'services/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
