/** A customer's data and account on request, from an order in the admin. */
import { api } from '@/lib/api-client';
import { downloadJson } from '@/lib/download-json';

export const downloadCustomerData = (customerId: string) =>
  downloadJson(
    `/api/admin/customers/${customerId}/data`,
    `customer-${customerId}-personal-data.json`,
  );

export const deleteCustomerAccount = (customerId: string) =>
  api<void>(`/api/admin/customers/${customerId}`, { method: 'DELETE' });
