import { useParams } from 'react-router-dom';
import { Accordion, Button, Group, Text } from '@mantine/core';
import { companies } from '../../api/companies';
import { useCurrentCompany } from '../../app/current-company';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime } from '../../components/format';
import { monthName } from '../../components/options';

export default function CompanyDetailPage() {
  const company = companies.useOne(useParams().id);
  const { companyId, setCompanyId } = useCurrentCompany();
  const c = company.data;
  return (
    <DetailPageLayout
      history={{ recordType: 'company', recordId: company.data?.id }}
      error={company.error}
      notFoundTitle="Company not found"
      back={{ to: '/settings/companies', label: 'Companies' }}
      title={c?.name ?? 'Company'}
      actions={c && c.id !== companyId && <Button variant="light" onClick={() => setCompanyId(c.id)}>Work in this company</Button>}
      maw={800}
    >
      <Details
        loading={!c}
        items={[
          ['Code', c?.code],
          ['Base currency', c?.baseCurrency],
          ['Fiscal year starts in', c ? monthName(c.fiscalYearStartMonth) : undefined],
          ['Created', c ? formatDateTime(c.createdAt) : undefined],
        ]}
      />
      {c && (
        <Accordion variant="contained">
          <Accordion.Item value="technical">
            <Accordion.Control>Technical details</Accordion.Control>
            <Accordion.Panel>
              <Group gap="xl" align="flex-start">
                <div>
                  <Text size="xs" c="dimmed">Id (for the API)</Text>
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>{c.id}</Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">Version</Text>
                  <Text size="sm">{c.version}</Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">Updated</Text>
                  <Text size="sm">{formatDateTime(c.updatedAt)}</Text>
                </div>
              </Group>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
    </DetailPageLayout>
  );
}
