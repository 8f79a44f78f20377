/**
 * The form flash a page was rendered with (packages/shared's form-flash.ts): after an HTML form
 * was posted without the app, the server renders the next page with the form's errors, its
 * typed values or a notice. It belongs to that first page only: once the app navigates
 * elsewhere, no form reads it any more.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { FormFlash } from '@shop/shared/form-flash';

const FormFlashContext = createContext<FormFlash | null>(null);

export function FormFlashProvider({
  flash,
  children,
}: {
  flash: FormFlash | null;
  children: ReactNode;
}) {
  return <FormFlashContext.Provider value={flash}>{children}</FormFlashContext.Provider>;
}

/**
 * The flash of the form named `form`, on the page the server rendered it into (the router's
 * first location, whose key is `default`); null anywhere else.
 */
export function useFormFlash(form: string): FormFlash | null {
  const flash = useContext(FormFlashContext);
  const location = useLocation();
  if (!flash || flash.form !== form || location.key !== 'default') return null;
  return flash;
}
