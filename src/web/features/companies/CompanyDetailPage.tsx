import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { companies } from '../../api/companies';
import { useCurrentCompany } from '../../app/current-company';
import { Details } from '../../components/Details';
import { formatDateTime } from '../../components/format';
import { monthName } from '../../components/options';
import { RecordNotFound } from '../../components/RecordNotFound';

export default function CompanyDetailPage() {
  const { id } = useParams();
  const company = companies.useOne(id);
  const { companyId, setCompanyId } = useCurrentCompany();

  if (company.isError) return <RecordNotFound title="Company not found" error={company.error as Error} backTo="/settings/companies" backLabel="Back to companies" />;
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
