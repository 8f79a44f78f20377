/** `npm run bench` rewrites only the marked section of docs/performance.md. */
import { describe, expect, it } from 'vitest';
import {
  BEGIN_MARK,
  END_MARK,
  renderFigures,
  replaceFigures,
} from '../scripts/bench/performance-doc.ts';

const rows = [
  { metric: 'start', measured: '0.8 s', budget: '<= 1.0 s', pass: true },
  { metric: 'a | b', measured: '2 MB', budget: 'reported', pass: null },
  { metric: 'JS', measured: '140 KB', budget: '< 110 KB', pass: false },
];
const figures = renderFigures(rows, { date: new Date('2026-11-25T09:30:00Z'), scope: 'full run' });

describe('the performance document', () => {
  it('renders each figure beside its budget and result', () => {
    expect(figures).toContain('Last run: 2026-11-25 09:30 UTC, full run.');
    expect(figures).toContain('| start | 0.8 s | <= 1.0 s | pass |');
    expect(figures).toContain('| a \\| b | 2 MB | reported | reported |');
    expect(figures).toContain('| JS | 140 KB | < 110 KB | MISSED |');
  });

  it('replaces the marked section and keeps the text around it', () => {
    const before = `# Performance\n\nIntro.\n\n${BEGIN_MARK}\nold figures\n${END_MARK}\n\nOutro.\n`;
    const after = replaceFigures(before, figures);
    expect(after).toBe(
      `# Performance\n\nIntro.\n\n${BEGIN_MARK}\n${figures}\n${END_MARK}\n\nOutro.\n`,
    );
    expect(replaceFigures(after, 'new')).not.toContain('old figures');
  });

  it('appends the section to a document without one', () => {
    expect(replaceFigures('# Performance\n', 'x')).toBe(
      `# Performance\n\n${BEGIN_MARK}\nx\n${END_MARK}\n`,
    );
  });
});
