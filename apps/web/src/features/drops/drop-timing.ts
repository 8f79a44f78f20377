/**
 * When a drop is out. A release date is a calendar day, so a drop is released at the start of
 * that day in the shopper's own time zone; until then it counts down to that moment.
 */

/** Local midnight at the start of a YYYY-MM-DD day (never UTC, which can be the day before). */
export function releaseMoment(releaseDate: string): Date {
  const [year, month, day] = releaseDate.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

export function isUpcoming(releaseDate: string, now: number): boolean {
  return releaseMoment(releaseDate).getTime() > now;
}

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

export function countdownParts(target: number, now: number): CountdownParts {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * the shop's MMMM d, yyyy, e.g. "October 1, 2031". Written out rather than through
 * `Intl.DateTimeFormat`, whose first use loads locale data: a long task while the home page
 * hydrates on a phone.
 */
export function formatReleaseDate(releaseDate: string): string {
  const date = releaseMoment(releaseDate);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
