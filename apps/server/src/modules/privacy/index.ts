/** The privacy module's public face: a customer's data export and account deletion. */
export { privacyRoutes } from './routes.ts';
export { deleteCustomerAccount, exportCustomerData, type CustomerData } from './customer-data.ts';
