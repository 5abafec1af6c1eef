import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** What a workspace is in the layering (decision 64). */
export type WorkspaceKind = 'shared' | 'platform' | 'event-store' | 'service' | 'front' | 'tools';

export interface Workspace {
  name: string;
  /** Folder relative to the repository root, with forward slashes. */
  folder: string;
  kind: WorkspaceKind;
  /** The `@grandtour/…` packages its package.json depends on. */
  declared: string[];
}

export interface SourceImport {
  /** File relative to the repository root, with forward slashes. */
  file: string;
  specifier: string;
  /** The workspace the specifier lands in, when it is one of ours. */
  target?: Workspace;
}

const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|mjs|js)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-ssr', 'drizzle', 'public', '.data']);

function kindOf(folder: string): WorkspaceKind {
  if (folder === 'shared') return 'shared';
  if (folder === 'services/platform') return 'platform';
  if (folder === 'services/event-store') return 'event-store';
  if (folder === 'infra') return 'tools';
  if (folder.startsWith('frontend-')) return 'front';
  return 'service';
}

/** Every workspace the root package.json lists, with the packages of ours it declares. */
export function readWorkspaces(root: string): Workspace[] {
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return rootPackage.workspaces.map((folder) => {
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) =>
      name.startsWith('@grandtour/'),
    );
    return { name: manifest.name, folder, kind: kindOf(folder), declared };
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE_EXTENSIONS.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function workspaceOfPath(workspaces: Workspace[], path: string): Workspace | undefined {
  return workspaces
    .filter((workspace) => path === workspace.folder || path.startsWith(`${workspace.folder}/`))
    .sort((a, b) => b.folder.length - a.folder.length)[0];
}

/** Every static, re-exported and dynamic import of every source file of `workspace`. */
export function importsOf(root: string, workspaces: Workspace[], workspace: Workspace): SourceImport[] {
  const toPosix = (path: string) => path.split(sep).join('/');
  return sourceFiles(join(root, workspace.folder)).flatMap((absolute) => {
    const file = toPosix(relative(root, absolute));
    const { importedFiles } = ts.preProcessFile(readFileSync(absolute, 'utf8'), true, true);
    return importedFiles.map(({ fileName: specifier }) => {
      let target: Workspace | undefined;
      if (specifier.startsWith('.')) {
        target = workspaceOfPath(workspaces, toPosix(relative(root, resolve(dirname(absolute), specifier))));
      } else if (specifier.startsWith('@grandtour/')) {
        const name = specifier.split('/').slice(0, 2).join('/');
        target = workspaces.find((candidate) => candidate.name === name);
      }
      return { file, specifier, target };
    });
  });
}

/** Specs, spec helpers, test fakes and end-to-end journeys: they may reach further than the code they test. */
export function isTestFile(file: string): boolean {
  return /\.spec\.tsx?$|\.spec-[a-z]+\.ts$|\/testing\/|\/tests\//.test(file);
}
