import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  importsOf,
  isTestFile,
  readWorkspaces,
  type SourceImport,
  type Workspace,
  type WorkspaceKind,
} from './workspace-imports.ts';

/*
 * The arrows between the workspaces (decision 64): the fronts import only shared; shared and the event store import
 * nothing of ours; the platform imports only shared; nothing but the tools imports the tools (infra/); deciders do
 * no I/O; and no workspace reaches back to one that reaches it.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const workspaces = readWorkspaces(root);
const imports = new Map(workspaces.map((workspace) => [workspace, importsOf(root, workspaces, workspace)]));

/** What each kind may import, its run-time code and (second) its specs and test helpers. */
const ALLOWED: Record<WorkspaceKind, { code: WorkspaceKind[]; tests: WorkspaceKind[] }> = {
  shared: { code: ['shared'], tests: ['shared'] },
  platform: { code: ['platform', 'shared'], tests: ['platform', 'shared'] },
  'event-store': { code: ['event-store'], tests: ['event-store', 'platform'] },
  front: { code: ['front', 'shared'], tests: ['front', 'shared', 'service', 'platform', 'tools'] },
  service: {
    code: ['shared', 'platform', 'event-store', 'service'],
    tests: ['shared', 'platform', 'event-store', 'service'],
  },
  tools: {
    code: ['shared', 'platform', 'event-store', 'service', 'front', 'tools'],
    tests: ['shared', 'platform', 'event-store', 'service', 'front', 'tools'],
  },
};

function describeImport({ file, specifier }: SourceImport): string {
  return `${file} imports ${specifier}`;
}

/** Imports of ours that leave `workspace` for a kind it may not import. */
function brokenArrows(workspace: Workspace): string[] {
  const allowed = ALLOWED[workspace.kind];
  return (imports.get(workspace) ?? [])
    .filter(({ target }) => target !== undefined && target !== workspace)
    .filter(({ file, target }) => !(isTestFile(file) ? allowed.tests : allowed.code).includes(target!.kind))
    .map(describeImport);
}

/** Modules that reach a disk, a network, a database or a process: none of them in a decider. */
const INPUT_OUTPUT =
  /^(node:)?(fs|fs\/promises|net|http|https|http2|child_process|dgram|dns|dns\/promises|tls|worker_threads|cluster|readline)$|^(pg|pg-.+|postgres|fastify|@fastify\/.+|drizzle-orm(\/.+)?|@electric-sql\/.+|ioredis|bullmq|nodemailer|undici|stripe|@kurrent\/.+|@grpc\/.+|@event-driven-io\/.+)$/;
/** Commands code that is not a decider: the workflows (process managers that call providers), the barrel. */
const NOT_DECIDERS = /^services\/commands\/src\/(workflows|testing)\/|^services\/commands\/src\/index\.ts$/;

describe('the arrows between the workspaces', () => {
  it('finds every workspace and its source files', () => {
    expect(workspaces.map(({ kind }) => kind)).toEqual(
      expect.arrayContaining(['shared', 'platform', 'service', 'front', 'tools']),
    );
    for (const workspace of workspaces)
      expect(imports.get(workspace)?.length, workspace.folder).toBeGreaterThan(0);
  });

  it.each(workspaces.map((workspace) => [workspace.folder, workspace] as const))(
    '%s imports only the workspaces below it',
    (_folder, workspace) => {
      expect(brokenArrows(workspace)).toEqual([]);
    },
  );

  it.each(workspaces.map((workspace) => [workspace.folder, workspace] as const))(
    '%s declares only the workspaces below it in package.json',
    (_folder, workspace) => {
      const allowed = ALLOWED[workspace.kind].tests;
      const undue = workspace.declared.filter((name) => {
        const target = workspaces.find((candidate) => candidate.name === name);
        return target === undefined || !allowed.includes(target.kind);
      });
      expect(undue).toEqual([]);
    },
  );

  it.each(workspaces.map((workspace) => [workspace.folder, workspace] as const))(
    '%s declares in package.json every workspace it imports',
    (_folder, workspace) => {
      const undeclared = (imports.get(workspace) ?? []).filter(
        ({ specifier, target }) =>
          specifier.startsWith('@grandtour/') &&
          target !== workspace &&
          !workspace.declared.includes(target?.name ?? specifier),
      );
      expect(undeclared.map(describeImport)).toEqual([]);
    },
  );

  it('leaves I/O out of the deciders', () => {
    const commands = workspaces.find(({ folder }) => folder === 'services/commands');
    const deciderImports = (commands ? (imports.get(commands) ?? []) : []).filter(
      ({ file }) => !NOT_DECIDERS.test(file) && !isTestFile(file),
    );
    expect(deciderImports.length).toBeGreaterThan(0);
    const broken = deciderImports.filter(
      ({ specifier, target }) =>
        INPUT_OUTPUT.test(specifier) ||
        (specifier.startsWith('@grandtour/') && target?.kind !== 'shared' && target?.kind !== 'event-store'),
    );
    expect(broken.map(describeImport)).toEqual([]);
  });

  it('has no cycle between workspaces', () => {
    const edges = new Map(
      workspaces.map((workspace) => [
        workspace,
        new Set(
          (imports.get(workspace) ?? []).flatMap(({ target }) =>
            target && target !== workspace ? [target] : [],
          ),
        ),
      ]),
    );
    const cycles: string[] = [];
    const visit = (workspace: Workspace, path: Workspace[]) => {
      if (path.includes(workspace)) {
        cycles.push(
          [...path.slice(path.indexOf(workspace)), workspace].map(({ folder }) => folder).join(' → '),
        );
        return;
      }
      for (const next of edges.get(workspace) ?? []) visit(next, [...path, workspace]);
    };
    for (const workspace of workspaces) visit(workspace, []);
    expect([...new Set(cycles)]).toEqual([]);
  });
});
