/** Product ids are UUIDs; anything else cannot name a product, so it is not worth a query. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isProductId(value: string): boolean {
  return UUID.test(value);
}
