/**
 * Writes the bench's latest figures into docs/performance.md, between two marker comments, so
 * the document always shows the last run's numbers beside the budgets and the rest of it (how
 * to read them, what is still missed) stays as written.
 */
import fs from 'node:fs';

export const BEGIN_MARK = '<!-- bench:begin (written by `npm run bench`; edits here are lost) -->';
export const END_MARK = '<!-- bench:end -->';

export type BenchRow = { metric: string; measured: string; budget: string; pass: boolean | null };

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The marked section's content: when and how the run went, and one table row per figure. */
export function renderFigures(rows: BenchRow[], { date, scope }: { date: Date; scope: string }) {
  const result = (r: BenchRow) => (r.pass === null ? 'reported' : r.pass ? 'pass' : 'MISSED');
  return [
    `Last run: ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${scope}.`,
    '',
    '| metric | measured | budget | result |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (r) => `| ${cell(r.metric)} | ${cell(r.measured)} | ${cell(r.budget)} | ${result(r)} |`,
    ),
  ].join('\n');
}

/** The document with its marked section replaced; the section is appended when it is missing. */
export function replaceFigures(document: string, figures: string): string {
  const start = document.indexOf(BEGIN_MARK);
  const end = document.indexOf(END_MARK);
  const section = `${BEGIN_MARK}\n${figures}\n${END_MARK}`;
  if (start === -1 || end < start) return `${document.trimEnd()}\n\n${section}\n`;
  return document.slice(0, start) + section + document.slice(end + END_MARK.length);
}

export function writeFigures(file: string, rows: BenchRow[], scope: string) {
  const document = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  fs.writeFileSync(
    file,
    replaceFigures(document, renderFigures(rows, { date: new Date(), scope })),
  );
}
