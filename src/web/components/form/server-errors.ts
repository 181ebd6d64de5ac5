import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { fieldLabel, humanizeProblemText } from '../../api/problem-text';

/** What a form shows above its buttons when the server refused it for a reason no field shows. */
export type FormProblem = { title: string; message: string; details: string[] };

/** The form's fields that are on screen now (registered inputs and controllers), and its field arrays. */
function shownFields(form: UseFormReturn<FieldValues>): (path: string) => boolean {
  const names = form.control._names;
  return (path) => names.mount.has(path) || names.array.has(path);
}

/**
 * Puts the server's `errors[].path` onto the fields they name (the first one focused), and
 * returns what is left for the form's alert: the problem's detail, unless it is a plain 422
 * whose errors all found their field, and each error no field shows, under its label
 * (`Company: must be a UUID`, never `companyIdString`).
 */
export function placeServerErrors(form: UseFormReturn<FieldValues>, error: unknown, title = 'Not saved'): FormProblem | null {
  if (!(error instanceof ApiError)) {
    return { title, message: String((error as Error)?.message ?? error), details: [] };
  }
  const shown = shownFields(form);
  const details: string[] = [];
  let placed = 0;
  for (const fieldError of error.errors) {
    const message = humanizeProblemText(fieldError.message);
    if (shown(fieldError.path)) {
      form.setError(fieldError.path, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed++;
    } else {
      details.push(`${fieldLabel(fieldError.path)}: ${message}`);
    }
  }
  const onlyFieldErrors = error.status === 422 && error.code === 'validation' && error.errors.length > 0 && details.length === 0;
  if (onlyFieldErrors) return null;
  // a plain 422's detail ("see errors") says nothing the list of errors does not
  const message = error.status === 422 && error.code === 'validation' && details.length > 0 ? 'Check these fields:' : error.userMessage;
  return { title: error.status === 0 ? 'Offline' : title, message, details };
}

/**
 * A document refused for want of an exchange rate (a 422 whose error has the code
 * `no-exchange-rate`, at the currency or the rate, whichever field the endpoint names) as an
 * error of the form's rate field, where the user types the missing rate; anything else unchanged.
 */
export function noRateAtRateField(error: unknown): unknown {
  const noRate = (e: { code: string }) => e.code === 'no-exchange-rate';
  if (!(error instanceof ApiError) || !(noRate(error) || error.errors.some(noRate))) return error;
  const errors = error.errors.length ? error.errors : [{ path: 'exchangeRate', message: error.detail, code: error.code }];
  const placed = errors.map((e) => (noRate(e) || noRate(error) ? { ...e, path: 'exchangeRate' } : e));
  return new ApiError(error.status, error.code, error.detail, placed, error.retryAfterSeconds, error.requestId);
}
