import type { ReactNode } from 'react';
import type { ModalProps } from '@mantine/core';
import { companies } from '../api/companies';
import { useMinorUnitsByCode } from '../api/currencies';
import { useCurrentCompany } from '../app/current-company';
import { RouteModal } from './RouteModal';

/** What a form of the current company works with: the company, its base currency and each currency's minor units (ISO 4217, from the service, not from Intl). */
export type CompanyMoney = { companyId: string; baseCurrency: string; minorUnitsByCode: Map<string, number>; baseMinorUnits: number };

/** A create dialog route whose form posts in the current company's money: a loader (`Loading company`) until the company and the currencies are there. */
export function CompanyFormModal({ title, size, children }: { title: string; size: ModalProps['size']; children: (company: CompanyMoney, close: () => void) => ReactNode }) {
  const company = companies.useOne(useCurrentCompany().companyId);
  const minorUnitsByCode = useMinorUnitsByCode();
  const ready = !!company.data && !!minorUnitsByCode.data;
  return (
    <RouteModal title={title} size={size} ready={ready} loadingLabel="Loading company" error={company.error ?? minorUnitsByCode.error}>
      {(close) => {
        const { id, baseCurrency } = company.data!;
        const byCode = minorUnitsByCode.data!;
        return children({ companyId: id, baseCurrency, minorUnitsByCode: byCode, baseMinorUnits: byCode.get(baseCurrency) ?? 2 }, close);
      }}
    </RouteModal>
  );
}
