import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client';

/**
 * Puts a 422's `errors[].path` onto the fields they name; anything else (or a path no field
 * shows) becomes a notification with the problem's detail.
 */
export function showServerErrors(form: { setError: UseFormSetError<FieldValues> }, error: unknown, fieldNames: string[]) {
  if (!(error instanceof ApiError)) {
    notifications.show({ color: 'red', title: 'Something went wrong', message: String((error as Error)?.message ?? error) });
    return;
  }
  const unplaced: string[] = [];
  for (const fieldError of error.errors) {
    const onForm = fieldNames.some((name) => fieldError.path === name || fieldError.path.startsWith(`${name}.`));
    if (onForm) form.setError(fieldError.path, { type: 'server', message: fieldError.message }, { shouldFocus: unplaced.length === 0 });
    else unplaced.push(`${fieldError.path}: ${fieldError.message}`);
  }
  if (error.errors.length === 0 || unplaced.length > 0) {
    notifications.show({ color: 'red', title: error.status === 0 ? 'Offline' : 'Not saved', message: unplaced.length ? unplaced.join('; ') : error.userMessage });
  }
}
