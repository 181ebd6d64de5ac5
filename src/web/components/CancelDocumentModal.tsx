import { useNavigate } from 'react-router-dom';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/client';
import { RouteModal } from './RouteModal';

type CancelDocumentModalProps<D extends { number: string }, S extends { number: string }> = {
  id: string;
  /** The document once loaded, and why it could not be. */
  document: D | undefined;
  loadError: Error | null;
  /** What the document is: `invoice`, `credit note`, `payment` (in the title, the alert and the buttons). */
  kind: string;
  /** What cancelling does, after "<number> will be cancelled: ", e.g. `its journal entry is reversed`. */
  effects: (document: D) => string;
  /** The cancel mutation of the document's resource. */
  cancel: {
    mutate: (input: { id: string }, options: { onSuccess: (saved: S) => void }) => void;
    isPending: boolean;
    error: Error | null;
  };
  /** The page of the cancelled document, where the dialog goes once done. */
  href: (saved: S) => string;
};

/**
 * A dialog route that asks before cancelling a posted document (the cancellation posts the reversal
 * of its entries); what the service refuses (409: payments allocated, a closed period) shows here.
 */
export function CancelDocumentModal<D extends { number: string }, S extends { number: string }>({ id, document, loadError, kind, effects, cancel, href }: CancelDocumentModalProps<D, S>) {
  const navigate = useNavigate();
  const error = cancel.error instanceof ApiError ? cancel.error : null;
  const refused = error?.status === 409;
  const confirm = () =>
    cancel.mutate({ id }, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: `Cancelled ${saved.number}.` });
        navigate(href(saved), { replace: true });
      },
    });
  return (
    <RouteModal title={document ? `Cancel ${document.number}?` : `Cancel ${kind}?`} size="md" ready={!!document} loadingLabel={`Loading ${kind}`} error={loadError}>
      {(close) => (
        <Stack>
          <Text size="sm">{document!.number} will be cancelled: {effects(document!)}. This cannot be undone.</Text>
          {cancel.error && (
            <Alert color="red" role="alert" title={refused ? `This ${kind} cannot be cancelled` : 'Not cancelled'} data-testid="cancel-problem">
              {error ? error.userMessage : String(cancel.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>{refused ? 'Close' : `Keep ${kind}`}</Button>
            <Button color="red" loading={cancel.isPending} disabled={refused} onClick={confirm}>Cancel {kind}</Button>
          </Group>
        </Stack>
      )}
    </RouteModal>
  );
}
