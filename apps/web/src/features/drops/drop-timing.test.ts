import { describe, expect, it } from 'vitest';
import { countdownParts, formatReleaseDate, isUpcoming, releaseMoment } from './drop-timing';

describe('drop timing', () => {
  it('releases at local midnight of the release day', () => {
    const moment = releaseMoment('2031-10-01');
    expect([moment.getFullYear(), moment.getMonth(), moment.getDate(), moment.getHours()]).toEqual([
      2031, 9, 1, 0,
    ]);
    expect(formatReleaseDate('2031-10-01')).toBe('October 1, 2031');
  });

  it('is upcoming until its release moment, released from then on', () => {
    const releaseAt = '2031-10-01T15:30:00.000Z';
    const moment = Date.parse(releaseAt);
    expect(isUpcoming(releaseAt, moment - 1)).toBe(true);
    expect(isUpcoming(releaseAt, moment)).toBe(false);
    expect(isUpcoming(releaseAt, moment + 86_400_000)).toBe(false);
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = 1_000_000;
    const left = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(now + left, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(now + 999, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
