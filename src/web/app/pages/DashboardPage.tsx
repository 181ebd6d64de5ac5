import { Link } from 'react-router-dom';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { companies } from '../../api/companies';
import { useCurrentCompany } from '../current-company';

export default function DashboardPage() {
  const { companyId } = useCurrentCompany();
  const company = companies.useOne(companyId ?? undefined);
  return (
    <Stack maw={720}>
      <Title order={2}>Dashboard</Title>
      <Text>
        {company.data ? `You are working in ${company.data.name} (${company.data.code}), base currency ${company.data.baseCurrency}.` : 'Loading your company…'}
      </Text>
      <Text>Get started:</Text>
      <List>
        <List.Item><Anchor component={Link} to="/settings/api-keys">Create an API key</Anchor> for machine-to-machine access.</List.Item>
        <List.Item><Anchor component={Link} to="/settings/companies">Manage companies</Anchor>.</List.Item>
        <List.Item>Read the <Anchor href="/api/docs">API reference</Anchor>.</List.Item>
      </List>
    </Stack>
  );
}
