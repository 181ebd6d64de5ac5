import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { invitationAccept } from '../../../contract/users';
import { useAcceptInvitation } from '../../api/team';
import { Form, useSchemaForm } from '../../components/form/Form';
import { PasswordField, TextField } from '../../components/form/fields';

const acceptForm = invitationAccept.omit({ token: true });

/** `/accept-invitation?token=`: the invited person's name and password; then they are signed in. */
export default function AcceptInvitationPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const form = useSchemaForm(acceptForm, { name: '', password: '' });
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" w={480} maw="100%" component="main">
        <Stack>
          <Title order={1} fz="h2">Join the team</Title>
          {!token ? (
            <Alert color="red" title="This link is incomplete">Open the whole link you were sent, or ask for a new invitation.</Alert>
          ) : (
            <>
              <Text size="sm">You were invited to Business Ops. Give your name and choose a password; you are signed in right after.</Text>
              <Form form={form} guard={false} submitLabel="Join and sign in" problemTitle="Could not join" onSubmit={async (values) => {
                await accept.mutateAsync({ ...values, token });
                navigate('/', { replace: true });
              }}>
                <TextField name="name" label="Your name" autoComplete="name" required autoFocus />
                <PasswordField name="password" label="Password" autoComplete="new-password" required description="At least 12 characters" />
              </Form>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
