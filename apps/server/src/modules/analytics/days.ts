/** Analytics days are UTC calendar days, written `YYYY-MM-DD`. */
export const DAY_MS = 86_400_000;

export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Every day from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
