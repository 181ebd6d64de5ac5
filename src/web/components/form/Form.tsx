import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useBlocker } from 'react-router-dom';
import type { z } from 'zod';
import { openConfirmModal } from '../../app/deferred-overlays';
import { placeServerErrors, type FormProblem } from './server-errors';
import { userLocale } from '../format';
import { formIssueMessage, type FormIssue } from './issue-messages';

/**
 * Zod's issues in the console's words (`formIssueMessage`): a field left empty reads "is required",
 * one holding what it could not read (`InvalidInput`) says why, a name too long "must be at most 200 characters".
 */
const fieldMessage = (issue: FormIssue) => formIssueMessage(issue, userLocale);

/** A react-hook-form form validated by a contract schema. */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never, { error: fieldMessage } as never) as never, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
}

export type FormProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  onSubmit: (values: O) => Promise<unknown>;
  submitLabel: string;
  children: ReactNode;
  /** Extra buttons beside submit. */
  actions?: ReactNode;
  /** Shows a Cancel button that calls this (e.g. closes the dialog). */
  onCancel?: () => void;
  /** Ask before leaving with unsaved changes (default true). */
  guard?: boolean;
  /** The title of the alert when the server refuses the form (default "Not saved"). */
  problemTitle?: string;
};

/**
 * The one form frame: field errors from zod and from the server (a 422's paths on their fields,
 * anything else in an alert above the fields, inside the dialog), Ctrl/Cmd+Enter submits, the
 * submit button shows progress and cannot double-submit, and leaving a dirty form asks first.
 */
export function Form<T extends FieldValues, O>({ form, onSubmit, submitLabel, children, actions, onCancel, guard = true, problemTitle }: FormProps<T, O>) {
  const { isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  useUnsavedChangesGuard(guard && isDirty && !isSubmitSuccessful && !isSubmitting);

  const [problem, setProblem] = useState<FormProblem | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Where the user looks once the server refused: the field it named, which has the focus and its
  // message (a phone shows a long form's alert far from a line below); else the alert above the
  // fields, brought into view in a long dialog.
  useEffect(() => {
    if (!problem) return;
    const focused = document.activeElement;
    const namedField = focused instanceof HTMLElement && formRef.current?.contains(focused) && focused.getAttribute('aria-invalid') === 'true';
    if (namedField) focused.scrollIntoView?.({ block: 'center' });
    else problemRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem]);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setProblem(placeServerErrors(form as never, error, problemTitle));
      throw error; // keeps isSubmitSuccessful false
    }
  });

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event).catch(() => undefined)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            event.currentTarget.requestSubmit();
          }
        }}
      >
        <Stack gap="md">
          {problem && (
            // scrolled to below a dialog's sticky header, not under it
            <Alert ref={problemRef} color="red" title={problem.title} role="alert" data-testid="form-problem" style={{ scrollMarginTop: '4.5rem' }}>
              <Text size="sm">{problem.message}</Text>
              {problem.details.length > 0 && (
                <List size="sm" mt={4}>
                  {problem.details.map((detail) => <List.Item key={detail}>{detail}</List.Item>)}
                </List>
              )}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" gap="sm">
            {actions}
            {onCancel && <Button variant="default" onClick={onCancel}>Cancel</Button>}
            <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" ta="right">
            Ctrl+Enter or ⌘+Enter saves
          </Text>
        </Stack>
      </form>
    </FormProvider>
  );
}

function useUnsavedChangesGuard(active: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    openConfirmModal({
      title: 'Leave without saving?',
      children: <Text size="sm">Your changes on this form will be lost.</Text>,
      labels: { confirm: 'Leave', cancel: 'Stay' },
      confirmProps: { color: 'red' },
      onConfirm: () => blocker.proceed?.(),
      onCancel: () => blocker.reset?.(),
    });
  }, [blocker]);
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
