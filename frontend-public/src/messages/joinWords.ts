/** "a", "a and b", "a, b and c" with the language's "and". */
export function joinWords(words: readonly string[], and: string): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;
}
