import { Link, useParams } from 'react-router-dom';
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useCompany } from '../../api/companies';
import { useCurrentCompany } from '../../app/current-company';
import { Details } from '../../components/Details';
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
  return (
    <Stack maw={800}>
      <Anchor component={Link} to="/settings/companies" size="sm">← Companies</Anchor>
      <Group justify="space-between">
        <Title order={2}>{c?.name ?? 'Company'}</Title>
        {c && c.id !== companyId && <Button variant="light" onClick={() => setCompanyId(c.id)}>Work in this company</Button>}
      </Group>
      <Details
        loading={!c}
        items={[
          ['Code', c?.code],
          ['Base currency', c?.baseCurrency],
          ['Fiscal year starts in', c ? monthName(c.fiscalYearStartMonth) : undefined],
          ['Created', c ? formatDateTime(c.createdAt) : undefined],
          ['Id', c?.id],
          ['Version', c ? String(c.version) : undefined],
        ]}
      />
    </Stack>
  );
}
