import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { FiscalYear } from '../../../contract/fiscal-years';
import { accountingPeriods } from '../../api/accounting-periods';
import { ApiError, api } from '../../api/client';
import { formatDay } from '../../components/format';
import { monthsOfYear, type MonthSpan } from './month-periods';

type Outcome = { month: MonthSpan; result: 'created' | 'existed' } | { month: MonthSpan; result: 'failed'; error: string };

/**
 * "Create the twelve monthly periods" of a fiscal year in one action: the months no period covers
 * yet are created (one `POST /accounting-periods` each, in order); the dialog says which existed
 * already and shows any error next to its month.
 */
export function MonthlyPeriodsDialog({ year, onClose }: { year: FiscalYear; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const months = monthsOfYear(year);

  const run = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const existing = await accountingPeriods.fetchAll({ companyIdString: year.companyIdString, fiscalYearIdString: year.id });
      const done: Outcome[] = [];
      for (const month of months) {
        if (existing.some((p) => p.firstDay <= month.lastDay && month.firstDay <= p.lastDay)) {
          done.push({ month, result: 'existed' });
          continue;
        }
        try {
          await api.post('/accounting-periods', {
            name: month.name,
            periodType: 'MONTH',
            startDate: `${month.firstDay}T00:00:00Z`,
            endDate: `${month.lastDay}T23:59:59Z`,
            fiscalYearIdString: year.id,
            companyIdString: year.companyIdString,
          });
          done.push({ month, result: 'created' });
        } catch (error) {
          done.push({ month, result: 'failed', error: error instanceof ApiError ? error.userMessage : String(error) });
        }
        setOutcomes([...done]);
      }
      setOutcomes(done);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.userMessage : String(error));
    } finally {
      setBusy(false);
      void accountingPeriods.invalidate(queryClient);
    }
  };

  const count = (result: Outcome['result']) => outcomes?.filter((o) => o.result === result).length ?? 0;
  return (
    <Modal opened onClose={onClose} title={`Monthly periods of ${year.name}`} size="md">
      <Stack>
        <Text size="sm">
          Creates an open MONTH period for each of the {months.length} months from {formatDay(year.startDate)} to {formatDay(year.endDate)} that no period covers yet.
        </Text>
        {failure && <Alert color="red" title="Could not read the existing periods" role="alert">{failure}</Alert>}
        {outcomes && (
          <>
            <Text size="sm" role="status">
              {count('created')} created, {count('existed')} existed already{count('failed') ? `, ${count('failed')} failed` : ''}.
            </Text>
            <List size="sm" data-testid="monthly-periods-outcome">
              {outcomes.map((o) => (
                <List.Item key={o.month.name} c={o.result === 'failed' ? 'red' : undefined}>
                  {o.month.name}: {o.result === 'failed' ? `not created: ${o.error}` : o.result === 'created' ? 'created' : 'existed already'}
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{outcomes ? 'Done' : 'Cancel'}</Button>
          {!outcomes?.length || count('failed') ? (
            <Button loading={busy} onClick={() => void run()}>{count('failed') ? 'Try the failed months again' : 'Create the monthly periods'}</Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
