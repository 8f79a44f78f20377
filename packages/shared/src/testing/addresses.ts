/**
 * The shoppers' addresses the server, web and end-to-end tests ship to, in the order's address
 * shape. Test code only: nothing in the shop imports it.
 */
import type { Address } from '../schemas/order.ts';

/** A shopper in North Carolina: the demo payment page's US address rules accept it. */
export const ADA_ADDRESS = {
  name: 'Ada Lovelace',
  line1: '12 Loop Lane',
  city: 'Asheville',
  state: 'NC',
  postal_code: '28801',
  country: 'US',
} satisfies Address;

/** The same with a second line, for what shows or prints both lines. */
export const ADA_ADDRESS_WITH_UNIT = { ...ADA_ADDRESS, line2: 'Unit 4' } satisfies Address;

/** A second shopper, in Oregon, for the maker's packing and mails. */
export const WREN_ADDRESS = {
  name: 'Wren Hollis',
  line1: '4 Fern Row',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'US',
} satisfies Address;
