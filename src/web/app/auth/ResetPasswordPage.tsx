import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { passwordResetComplete } from '../../../contract/users';
import { useCompletePasswordReset } from '../../api/team';
import { Form, useSchemaForm } from '../../components/form/Form';
import { PasswordField } from '../../components/form/fields';

const resetForm = passwordResetComplete.omit({ token: true });

/** `/reset-password?token=`: a new password through the link an admin issued; then signed in. */
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const complete = useCompletePasswordReset();
  const form = useSchemaForm(resetForm, { password: '' });
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" w={480} maw="100%" component="main">
        <Stack>
          <Title order={1} fz="h2">Set a new password</Title>
          {!token ? (
            <Alert color="red" title="This link is incomplete">Open the whole link you were given, or ask an admin for a new one.</Alert>
          ) : (
            <>
              <Text size="sm">Choose a new password. Your other sessions end, and you are signed in here.</Text>
              <Form form={form} guard={false} submitLabel="Set password and sign in" problemTitle="The password was not set" onSubmit={async (values) => {
                await complete.mutateAsync({ ...values, token });
                navigate('/', { replace: true });
              }}>
                <PasswordField name="password" label="New password" autoComplete="new-password" required description="At least 12 characters" autoFocus />
              </Form>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
