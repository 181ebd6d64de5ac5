import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/client';
import { RouteModal } from './RouteModal';

type DeleteRecordModalProps = {
  id: string;
  /** What the record is, in the title and buttons: "Delete tax rate?", "Keep tax rate". */
  noun: string;
  /** The question, naming the record and what keeps one from being deleted. */
  question: ReactNode;
  /** The alert's title when the service answers 409 `in-use`. */
  inUseTitle: string;
  /** The resource API's `useRemove()`. */
  remove: UseMutationResult<unknown, Error, string>;
  /** The notification once deleted. */
  deleted: string;
  /** Where to go once deleted: the list. */
  afterDelete: string;
};

/**
 * A `:id/delete` dialog route: asks first; what the service refuses shows in the dialog, and a
 * record in use (409 `in-use`) leaves only Close.
 */
export function DeleteRecordModal({ id, noun, question, inUseTitle, remove, deleted, afterDelete }: DeleteRecordModalProps) {
  const navigate = useNavigate();
  const error = remove.error instanceof ApiError ? remove.error : null;
  const inUse = error?.code === 'in-use';
  return (
    <RouteModal title={`Delete ${noun}?`} size="md">
      {(close) => (
        <Stack>
          <Text size="sm">{question}</Text>
          {remove.error && (
            <Alert color="red" role="alert" title={inUse ? inUseTitle : 'Not deleted'}>
              {error ? error.userMessage : String(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>{inUse ? 'Close' : `Keep ${noun}`}</Button>
            <Button
              color="red" loading={remove.isPending} disabled={inUse}
              onClick={() => remove.mutate(id, {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: deleted });
                  navigate(afterDelete, { replace: true });
                },
              })}
            >
              Delete {noun}
            </Button>
          </Group>
        </Stack>
      )}
    </RouteModal>
  );
}
