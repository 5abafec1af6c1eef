/** Rows as a Markdown table: readable in a terminal, and pasted as it is into an issue or a report. */
export function markdownTable(header: string[], rows: string[][]): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const line = (cells: string[]) => `| ${cells.map(escape).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
