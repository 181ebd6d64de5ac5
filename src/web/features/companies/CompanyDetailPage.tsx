import { useParams } from 'react-router-dom';
import { Button } from '@mantine/core';
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
          ['Id', c?.id],
          ['Version', c ? String(c.version) : undefined],
        ]}
      />
    </DetailPageLayout>
  );
}
