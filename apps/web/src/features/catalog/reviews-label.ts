/** "No reviews yet", "1 review", "12 reviews". */
export function reviewsLabel(count: number): string {
  if (count <= 0) return 'No reviews yet';
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}
