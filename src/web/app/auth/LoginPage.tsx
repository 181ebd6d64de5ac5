import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Anchor, Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { ApiError } from '../../api/client';
import { useLogin, useSetupStatus } from '../../api/auth';
import { safeNext, useSession } from './SessionGate';

type Field = 'email' | 'password';

/**
 * The first screen most visits see, so it is kept light: two fields checked here (the service
 * checks the rest) rather than the contract-validated form kit, whose zod and react-hook-form
 * would double what this page loads (see `npm run weight`).
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const state = useSession();
  const setup = useSetupStatus();
  const login = useLogin();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  if (setup.data?.setupRequired) return <Navigate to="/setup" replace />;
  if (state.status === 'signed-in') return <Navigate to={next} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') };
    const missing = Object.fromEntries((['email', 'password'] as const).filter((name) => values[name] === '').map((name) => [name, 'is required']));
    setFieldErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length > 0) return;
    try {
      await login.mutateAsync(values);
      navigate(next, { replace: true });
    } catch (error) {
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
          {params.get('expired') && (
            <Alert color="yellow" role="status">Your session has ended. Sign in again to continue where you were.</Alert>
          )}
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Stack gap="md">
              <TextInput name="email" label="Email" type="email" autoComplete="username" required autoFocus error={fieldErrors.email} />
              <PasswordInput name="password" label="Password" autoComplete="current-password" required error={fieldErrors.password} />
              {formError && (
                <Alert color="red" role="alert" title="Could not sign in">{formError}</Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={login.isPending}>Sign in</Button>
              </Group>
            </Stack>
          </form>
          <Text size="sm" c="dimmed">
            No account? Ask your administrator. API reference: <Anchor component={Link} to="/api/docs" reloadDocument>/api/docs</Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
