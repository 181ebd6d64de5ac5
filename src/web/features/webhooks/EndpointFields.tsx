import { useController } from 'react-hook-form';
import { Checkbox, MultiSelect, Stack } from '@mantine/core';
import { TextAreaField, TextField } from '../../components/form/fields';
import { ALL_EVENTS, eventTypeGroups } from './events';

/** `*` for every event, or the chosen types, searchable and grouped by resource. */
function EventsField({ name }: { name: string }) {
  const { field, fieldState } = useController({ name });
  const events: string[] = field.value ?? [];
  const all = events.includes(ALL_EVENTS);
  return (
    <Stack gap="xs">
      <Checkbox
        label="All events (*), also those added later"
        checked={all}
        onChange={(event) => field.onChange(event.currentTarget.checked ? [ALL_EVENTS] : [])}
        error={all && fieldState.error?.message}
      />
      {!all && (
        <MultiSelect
          ref={field.ref}
          name={field.name}
          label="Event types"
          description="Type to search, e.g. invoice.paid"
          placeholder={events.length === 0 ? 'Choose event types' : undefined}
          data={eventTypeGroups}
          value={events}
          onChange={field.onChange}
          onBlur={field.onBlur}
          searchable
          clearable
          maxDropdownHeight={280}
          error={fieldState.error?.message}
          required
        />
      )}
    </Stack>
  );
}

/** The fields of an endpoint, shared by the create and edit dialogs. */
export function EndpointFields() {
  return (
    <>
      <TextField name="url" label="URL" type="url" required autoFocus placeholder="e.g. https://example.com/webhooks" description="Events are POSTed here, signed with the endpoint's secret. Redirects are not followed." />
      <EventsField name="events" />
      <TextAreaField name="description" label="Description" />
    </>
  );
}
