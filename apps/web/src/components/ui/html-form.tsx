/**
 * A storefront action as a real HTML form: `method="post"` to its form route on the server
 * (under `/forms/`), with the hidden fields every form route reads (its name, and the page to
 * come back to). Before the app runs, or without scripts, the browser posts it and the server
 * answers with a 303 back to this page (docs/architecture.md, "Forms that work before the
 * app"). Once the app runs, `onSubmit` takes the submission instead (the same action through
 * the API, no page load); a form without `onSubmit` stays a plain form.
 */
import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FORM_NAME_FIELD, FORM_RETURN_FIELD } from '@shop/shared/form-flash';

type HtmlFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'action' | 'method' | 'onSubmit'> & {
  /** The form route, e.g. `/forms/cart/add`. */
  action: string;
  /** The form's name: the server's flash for it (errors, values) is keyed by it. */
  formName: string;
  /** Where the server sends the browser back to; the current page by default. */
  returnTo?: string;
  /**
   * The enhanced submission, once the app runs: the form's data, with the button pressed.
   * Returning `'browser'` leaves this submission to the browser (the server decides), as when
   * the app does not know enough yet: a `form.submit()` from inside the handler would be ignored.
   */
  onSubmit?: (data: FormData, event: FormEvent<HTMLFormElement>) => void | 'browser';
  children: ReactNode;
};

/** The form's fields, with the name and value of the button that sent it. */
export function submittedData(event: FormEvent<HTMLFormElement>): FormData {
  const data = new FormData(event.currentTarget);
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  if (submitter instanceof HTMLButtonElement && submitter.name) {
    data.set(submitter.name, submitter.value);
  }
  return data;
}

export function HtmlForm({
  action,
  formName,
  returnTo,
  onSubmit,
  children,
  ...rest
}: HtmlFormProps) {
  const location = useLocation();
  return (
    <form
      method="post"
      action={action}
      onSubmit={
        onSubmit
          ? (event) => {
              if (onSubmit(submittedData(event), event) !== 'browser') event.preventDefault();
            }
          : undefined
      }
      {...rest}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={formName} />
      <input
        type="hidden"
        name={FORM_RETURN_FIELD}
        value={returnTo ?? `${location.pathname}${location.search}`}
      />
      {children}
    </form>
  );
}
