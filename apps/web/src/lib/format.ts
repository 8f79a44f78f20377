/** Formatting at the edge: dates as MMMM d, yyyy; MMM d, yyyy; MMM d, yyyy h:mm a. */
import { format } from 'date-fns';

export { formatPrice } from '@shop/shared/money';

export const formatLongDate = (date: string | Date) => format(new Date(date), 'MMMM d, yyyy');
export const formatShortDate = (date: string | Date) => format(new Date(date), 'MMM d, yyyy');
export const formatDateTime = (date: string | Date) => format(new Date(date), 'MMM d, yyyy h:mm a');
