import { Navigate, useNavigate } from 'react-router-dom';
import { Center, Fieldset, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { setupRequest } from '../../../contract/auth';
import { authKeys, useSetup, useSetupStatus } from '../../api/auth';
import { Form, useSchemaForm } from '../../components/form/Form';
import { PasswordField, TextField } from '../../components/form/fields';
import { SelectField } from '../../components/form/select-field';
import { currencyCodeOptions, monthOptions } from '../../components/options';

/** First run: the first admin and their company. */
export default function SetupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useSetupStatus();
  const setup = useSetup();
  const form = useSchemaForm(setupRequest, { email: '', password: '', company: { name: '', code: undefined, baseCurrency: 'USD', fiscalYearStartMonth: 1 } });

  if (status.isPending) return <Center mih="100vh"><Loader aria-label="Loading" /></Center>;
  if (!status.data?.setupRequired) return <Navigate to="/login" replace />;

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" w={520} component="main">
        <Stack>
          <Title order={1} fz="h2">Welcome to Business Ops</Title>
          <Text size="sm">Nobody has signed in yet. Create the first administrator and the company whose books you keep.</Text>
          <Form
            form={form}
            guard={false}
            submitLabel="Create and sign in"
            onSubmit={async (values) => {
              await setup.mutateAsync(values);
              queryClient.setQueryData(authKeys.setup, { setupRequired: false });
              navigate('/', { replace: true });
            }}
          >
            <Fieldset legend="Administrator">
              <Stack>
                <TextField name="email" label="Email" type="email" autoComplete="username" required autoFocus />
                <PasswordField name="password" label="Password" autoComplete="new-password" required description="At least 12 characters" />
              </Stack>
            </Fieldset>
            <Fieldset legend="Company">
              <Stack>
                <TextField name="company.name" label="Company name" required />
                <TextField name="company.code" label="Code" description="2 to 10 letters or digits, used in document numbers; generated from the name if empty" />
                <SelectField name="company.baseCurrency" label="Base currency" data={currencyCodeOptions()} searchable required />
                <SelectField name="company.fiscalYearStartMonth" label="Fiscal year starts in" data={monthOptions()} numeric />
              </Stack>
            </Fieldset>
          </Form>
        </Stack>
      </Paper>
    </Center>
  );
}
