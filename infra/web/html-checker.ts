import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface HtmlDocument {
  /** What the page is, e.g. `/car/{id}` or `owner dashboard`. */
  name: string;
  html: string;
}

export interface HtmlMessage {
  document: string;
  line?: number;
  message: string;
  extract?: string;
}

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const JAVA_CANDIDATES = [process.env.JAVA_PATH, '/usr/bin/java'].filter(Boolean) as string[];

/** The Java that runs the Nu checker (vnu-jar's own download of one is turned off in package.json). */
export function findJava(): string | undefined {
  return JAVA_CANDIDATES.find((path) => existsSync(path));
}

/**
 * Validates documents with the Nu HTML checker (vnu-jar, the W3C validator's engine) in one Java run. It reads
 * files rather than URLs: it refuses to fetch localhost. Errors are what HTML forbids; warnings are advice.
 */
export function checkHtml(documents: readonly HtmlDocument[]) {
  const java = findJava();
  if (!java) throw new Error('The Nu HTML checker needs Java 17: apt-get install openjdk-17-jre-headless');
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const dir = mkdtempSync(join(tmpdir(), 'grandtour-html-'));
  try {
    const files = documents.map((document, index) => {
      const file = join(dir, `${index}.html`);
      writeFileSync(file, document.html);
      return file;
    });
    const run = spawnSync(java, ['-jar', jar, '--format', 'json', '--exit-zero-always', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`The Nu HTML checker failed: ${run.stderr || run.error}`);
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
    const documentOf = (url = '') => documents[Number(/(\d+)\.html$/.exec(url)?.[1])]?.name ?? url;
    const shown = (message: NuMessage): HtmlMessage => ({
      document: documentOf(message.url),
      line: message.lastLine,
      message: message.message,
      extract: message.extract?.replace(/\s+/g, ' ').trim(),
    });
    return {
      errors: messages.filter((message) => message.type !== 'info').map(shown),
      warnings: messages.filter((message) => message.type === 'info').map(shown),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
