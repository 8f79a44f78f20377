/**
 * When a drop is out: at its release moment (`releaseAt`), when its products go on sale; until
 * then it counts down to that moment. The release date is the calendar day it is announced for.
 */

/** Local midnight at the start of a YYYY-MM-DD day (never UTC, which can be the day before). */
export function releaseMoment(releaseDate: string): Date {
  const [year, month, day] = releaseDate.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** Before its release moment (an ISO time: the products go on sale exactly then). */
export function isUpcoming(releaseAt: string, now: number): boolean {
  return Date.parse(releaseAt) > now;
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
