import { ORDER_ID_PREFIX_LENGTH } from '@shop/shared/constants';

/** 'Order #1a2b3c4d': the first 8 characters of the id. */
export const orderNumber = (id: string) => `Order #${id.slice(0, ORDER_ID_PREFIX_LENGTH)}`;
