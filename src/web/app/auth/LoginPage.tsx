import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { loginRequest } from '../../../contract/auth';
import { useLogin, useSetupStatus } from '../../api/auth';
import { Form, useSchemaForm } from '../../components/form/Form';
import { PasswordField, TextField } from '../../components/form/fields';
import { safeNext, useSession } from './SessionGate';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const state = useSession();
  const setup = useSetupStatus();
  const login = useLogin();
  const form = useSchemaForm(loginRequest, { email: '', password: '' });

  if (setup.data?.setupRequired) return <Navigate to="/setup" replace />;
  if (state.status === 'signed-in') return <Navigate to={next} replace />;

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" w={420} component="main">
        <Stack>
          <Title order={1} fz="h2">Sign in to Business Ops</Title>
          {params.get('expired') && (
            <Alert color="yellow" role="status">Your session has ended. Sign in again to continue where you were.</Alert>
          )}
          <Form
            form={form}
            guard={false}
            submitLabel="Sign in"
            problemTitle="Could not sign in"
            onSubmit={async (values) => {
              await login.mutateAsync(values);
              navigate(next, { replace: true });
            }}
          >
            <TextField name="email" label="Email" type="email" autoComplete="username" required autoFocus />
            <PasswordField name="password" label="Password" autoComplete="current-password" required />
          </Form>
          <Text size="sm" c="dimmed">
            No account? Ask your administrator. API reference: <Anchor component={Link} to="/api/docs" reloadDocument>/api/docs</Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
