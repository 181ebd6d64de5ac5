import { Link, useParams } from 'react-router-dom';
import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Charge } from '../../../contract/charges';
import { charges, useChargeQuote, useChargesIn } from '../../api/charges';
import { useMinorUnits } from '../../api/currencies';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime } from '../../components/format';
import { formatQuantity } from '../../money/money';
import { Money } from '../../components/Money';
import { BaseAmountInput, useBaseAmount } from './BaseAmountInput';
import { termsSummary } from './charge-form';

export default function ChargeDetailPage() {
  const charge = charges.useOne(useParams().id);
  const c = charge.data;
  const minorUnits = useMinorUnits(c?.currencyString);
  const money = (value: number | null | undefined) => (c && value !== null && value !== undefined ? <Money amount={value} currency={c.currencyString} /> : undefined);
  return (
    <DetailPageLayout
      history={{ recordType: 'charge', recordId: charge.data?.id }}
      error={charge.error}
      companyId={c?.companyIdString}
      notFoundTitle="Charge not found"
      back={{ to: '/sales/charges', label: 'Charges' }}
      title={c?.name ?? 'Charge'}
      badges={c?.global ? <Badge variant="light">Global</Badge> : undefined}
      actions={<Button component={Link} to="edit" variant="light">Edit charge</Button>}
      maw={1000}
    >
      <Details
        loading={!c}
        items={[
          ['Terms', c && minorUnits !== undefined ? termsSummary(c, minorUnits) : undefined],
          ['Currency', c?.currencyString],
          ['Account', c ? (c.account ? <Anchor component={Link} to={`/accounting/accounts/${c.account}`}>{c.accountNumber} · {c.accountName}</Anchor> : 'Other income (Tax payable for tax), the company\'s default') : undefined],
          ['Fixed amount', money(c?.amount)],
          ['Percentage rate', c?.percentageRate !== null && c?.percentageRate !== undefined ? `${formatQuantity(c.percentageRate)} %` : undefined],
          ['Flat fee', money(c?.flat)],
          ['Minimum charge', money(c?.min)],
          ['Maximum charge', money(c?.max)],
          ['Applies from base', money(c?.minimumAmount)],
          ['Applies up to base', money(c?.maximumAmount)],
          ['Description', c?.description],
          ['Created', c ? formatDateTime(c.createdAt) : undefined],
          ['Updated', c ? formatDateTime(c.updatedAt) : undefined],
        ]}
      />
      {c?.composite && <Components charge={c} />}
      {c && <QuoteBox charge={c} minorUnits={minorUnits} />}
    </DetailPageLayout>
  );
}

/** The charges a composite sums, by name. */
function Components({ charge }: { charge: Charge }) {
  const inCurrency = useChargesIn(charge.companyIdString, charge.currencyString);
  const byId = new Map((inCurrency.data ?? []).map((c) => [c.id, c]));
  return (
    <Stack gap="xs">
      <Title order={3}>Components</Title>
      <List>
        {charge.components.map((id) => (
          <List.Item key={id}><Anchor component={Link} to={`/sales/charges/${id}`}>{byId.get(id)?.name ?? 'Loading…'}</Anchor></List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The service's quote of the charge on a base the user types. */
function QuoteBox({ charge, minorUnits }: { charge: Charge; minorUnits: number | undefined }) {
  const { base, field } = useBaseAmount(charge.currencyString, minorUnits);
  const quote = useChargeQuote(charge.id, base);
  return (
    <Paper withBorder p="sm" data-testid="quote-box">
      <Stack gap="xs">
        <Title order={3}>Quote</Title>
        <Group align="flex-start" grow>
          <BaseAmountInput {...field} />
          <div role="status" aria-live="polite">
            <Text size="sm" c="dimmed">Charge</Text>
            {base === undefined ? (
              <Text size="sm" c="dimmed">Type a base amount</Text>
            ) : quote.error ? (
              <Text size="sm" c="red">The quote could not be loaded.</Text>
            ) : quote.data ? (
              <Text fw={600} size="lg" data-testid="quote-amount"><Money amount={quote.data.amount} currency={quote.data.currency} /></Text>
            ) : (
              <Text size="sm" c="dimmed">Quoting…</Text>
            )}
          </div>
        </Group>
      </Stack>
    </Paper>
  );
}
