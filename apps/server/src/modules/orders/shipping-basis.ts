/**
 * What shipping is charged on: physical lines only. A cart of digital patterns ships nothing (no
 * address, no rate); a mixed cart's free-shipping threshold counts the physical goods, after
 * their share of the discount, never the patterns beside them.
 */
export type BasisLine = { priceCents: number; quantity: number; downloadLimit: number | null };

export function shippingBasis(
  lines: BasisLine[],
  discountCents: number,
): { needsShipping: boolean; physicalCents: number } {
  const total = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const physical = lines
    .filter((line) => line.downloadLimit === null)
    .reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  if (physical === 0 && lines.every((line) => line.downloadLimit !== null)) {
    return { needsShipping: false, physicalCents: 0 };
  }
  const discountShare = total > 0 ? Math.round((discountCents * physical) / total) : 0;
  return { needsShipping: true, physicalCents: Math.max(0, physical - discountShare) };
}
