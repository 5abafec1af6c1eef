import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.ts';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('how deep a JSON text nests', () => {
  it('counts arrays and objects, up to the limit and one past it', () => {
    expect(nestsDeeperThan(bytes(arrays(32)), 32)).toBe(false);
    expect(nestsDeeperThan(bytes(arrays(33)), 32)).toBe(true);
    expect(nestsDeeperThan(bytes(objects(32)), 32)).toBe(false);
    expect(nestsDeeperThan(bytes(objects(33)), 32)).toBe(true);
    expect(nestsDeeperThan(bytes(`[${'{"a":['.repeat(16)}1${']}'.repeat(16)}]`), 32)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(bytes(JSON.stringify({ text: '['.repeat(1000) })), 32)).toBe(false);
    expect(nestsDeeperThan(bytes(JSON.stringify({ text: '\\"[[[[' + '{'.repeat(100) })), 32)).toBe(false);
    expect(nestsDeeperThan(bytes(JSON.stringify(['"', '\\', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[['])), 2)).toBe(
      false,
    );
  });

  it('reads a whole megabyte of nesting without a stack', () => {
    expect(nestsDeeperThan(bytes(arrays(500_000)), 32)).toBe(true);
    expect(nestsDeeperThan(bytes(`"${'é'.repeat(100_000)}"`), 32)).toBe(false);
  });
});
