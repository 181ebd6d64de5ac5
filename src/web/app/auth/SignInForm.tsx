import { useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Session } from '../../../contract/auth';
import { ApiError, apiRequest } from '../../api/client';
import { session } from '../../api/session';

type Field = 'email' | 'password';

type Props = {
  /** The notice that a session ended, above the form. */
  expired: boolean;
  /** Called once the session has started: goes where the user was headed. */
  onSignedIn: () => void | Promise<void>;
  /** Called on the first key, click or input in the form: the console can start downloading. */
  onFirstUse?: () => void;
};

/**
 * The sign-in form, the first screen most visits see. It needs neither the router nor the query
 * cache, so the entry renders it at /login before they load (main.tsx); inside the console it is
 * the /login route (LoginPage). Two fields are checked here (the service checks the rest) rather
 * than with the contract-validated form kit, whose zod and react-hook-form would double what this
 * page loads (see `npm run weight`).
 */
export function SignInForm({ expired, onSignedIn, onFirstUse }: Props) {
  const [pending, setPending] = useState(false);
  const used = useRef(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const firstUse = () => {
    if (used.current) return;
    used.current = true;
    onFirstUse?.();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') };
    const missing = Object.fromEntries((['email', 'password'] as const).filter((name) => values[name] === '').map((name) => [name, 'is required']));
    setFieldErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length > 0) return;
    setPending(true);
    try {
      session.start(await apiRequest<Session>('POST', '/auth/login', { body: values, authenticated: false }));
      await onSignedIn();
    } catch (error) {
      setPending(false);
      if (!(error instanceof ApiError)) return setFormError(String((error as Error)?.message ?? error));
      const onFields = error.errors.filter((e) => e.path === 'email' || e.path === 'password');
      setFieldErrors(Object.fromEntries(onFields.map((e) => [e.path, e.message])));
      if (onFields.length === 0) setFormError(error.status === 0 ? 'You are offline: the service cannot be reached.' : error.userMessage);
    }
  }

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" w={420} component="main">
        <Stack>
          <Title order={1} fz="h2">Sign in to Business Ops</Title>
          {expired && (
            <Alert color="yellow" role="status">Your session has ended. Sign in again to continue where you were.</Alert>
          )}
          <form noValidate onSubmit={(event) => void submit(event)} onKeyDown={firstUse} onPointerDown={firstUse} onInput={firstUse}>
            <Stack gap="md">
              <TextInput name="email" label="Email" type="email" autoComplete="username" required autoFocus error={fieldErrors.email} />
              <PasswordInput name="password" label="Password" autoComplete="current-password" required error={fieldErrors.password} />
              {formError && (
                <Alert color="red" role="alert" title="Could not sign in">{formError}</Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={pending}>Sign in</Button>
              </Group>
            </Stack>
          </form>
          <Text size="sm" c="dimmed">
            No account? Ask your administrator. API reference: <Anchor href="/api/docs">/api/docs</Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
