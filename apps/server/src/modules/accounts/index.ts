/**
 * Accounts: sign-up and sign-in (better-auth), roles, the maker's address for mails.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { listAdminEmails } from './admin-emails.ts';
export {
  createAccountsWithoutSignIn,
  type AccountWithoutSignIn,
} from './accounts-without-sign-in.ts';
export { bootstrapAdmin } from './bootstrap-admin.ts';
export { CLIENT_IP_HEADER, MAX_PASSWORD_LENGTH } from './auth-settings.ts';
export { createAuth } from './create-auth.ts';
export { authRoutes } from './auth-routes.ts';
export { accountFormRoutes } from './form-routes.ts';
export { findAccountContacts } from './account-emails.ts';
export { findAccountByEmail, findAccountById } from './find-account.ts';
export { accountsPersonalData } from './personal-data.ts';
export { promoteUser } from './promote-user.ts';
export { accountRoutes } from './routes.ts';
export { makerEmail } from './maker-email.ts';
