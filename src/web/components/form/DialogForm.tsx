import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { Form, type FormProps } from './Form';

type DialogFormProps<T extends FieldValues, O, R> = Omit<FormProps<T, O>, 'onSubmit' | 'onCancel'> & {
  /** Closes the dialog: the Cancel button, and once saved unless `goTo` leads elsewhere. */
  close: () => void;
  /** Sends the values (a mutation's `mutateAsync`); what it returns is the saved record. */
  save: (values: O) => Promise<R>;
  /** The message of the green notification once saved, e.g. `Saved ${r.name}.` */
  savedMessage: (saved: R) => string;
  /** Where to go once saved (the new record's page); without it the dialog closes. */
  goTo?: (saved: R) => string;
  /** Going there replaces the dialog's entry in the history (the back button skips the posted form). */
  replace?: boolean;
};

/** A form in a dialog route: Cancel closes it; once saved it says so and closes, or goes to the saved record. */
export function DialogForm<T extends FieldValues, O, R>({ close, save, savedMessage, goTo, replace, ...form }: DialogFormProps<T, O, R>) {
  const navigate = useNavigate();
  return (
    <Form
      {...form}
      onCancel={close}
      onSubmit={async (values) => {
        const saved = await save(values);
        notifications.show({ color: 'green', message: savedMessage(saved) });
        if (goTo) navigate(goTo(saved), replace ? { replace } : undefined);
        else close();
      }}
    />
  );
}
