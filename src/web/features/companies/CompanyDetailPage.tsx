import { Link, useParams } from 'react-router-dom';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCompany } from '../../api/companies';
import { useCurrentCompany } from '../../app/current-company';
import { formatDateTime } from '../../components/format';
import { monthName } from '../../components/options';

export default function CompanyDetailPage() {
  const { id } = useParams();
  const company = useCompany(id);
  const { companyId, setCompanyId } = useCurrentCompany();

  if (company.isError) {
    return (
      <Alert color="red" title="Company not found" role="alert">
        {(company.error as Error).message} <Anchor component={Link} to="/settings/companies">Back to companies</Anchor>
      </Alert>
    );
  }
  const c = company.data;
  const field = (label: string, value: string | undefined) => (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      {c ? <Text>{value}</Text> : <Skeleton height={18} width={160} />}
    </div>
  );
  return (
    <Stack maw={800}>
      <Anchor component={Link} to="/settings/companies" size="sm">← Companies</Anchor>
      <Group justify="space-between">
        <Title order={2}>{c?.name ?? 'Company'}</Title>
        {c && c.id !== companyId && <Button variant="light" onClick={() => setCompanyId(c.id)}>Work in this company</Button>}
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('Code', c?.code)}
          {field('Base currency', c?.baseCurrency)}
          {field('Fiscal year starts in', c ? monthName(c.fiscalYearStartMonth) : undefined)}
          {field('Created', c ? formatDateTime(c.createdAt) : undefined)}
          {field('Id', c?.id)}
          {field('Version', c ? String(c.version) : undefined)}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
