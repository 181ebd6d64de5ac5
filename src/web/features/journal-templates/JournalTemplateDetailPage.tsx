import { Link, useParams } from 'react-router-dom';
import { Anchor, Button } from '@mantine/core';
import { accounts, accountLabel } from '../../api/accounts';
import { journalEntries } from '../../api/journal-entries';
import { journalTemplates } from '../../api/journal-templates';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay, formatEnum } from '../../components/format';
import { Money } from '../../components/Money';
import { StatusBadge } from '../../components/StatusBadge';
import { DetailPageLayout } from '../../components/DetailPageLayout';

function AccountLink({ id }: { id: string | undefined }) {
  const account = accounts.useOne(id);
  if (!id) return null;
  return <Anchor component={Link} to={`/accounting/accounts/${id}`}>{account.data ? accountLabel(account.data) : 'Account'}</Anchor>;
}

function EntryLink({ id }: { id: string }) {
  const entry = journalEntries.useOne(id);
  return <Anchor component={Link} to={`/accounting/journal-entries/${id}`}>{entry.data?.entryNumber ?? 'Journal entry'}</Anchor>;
}

export default function JournalTemplateDetailPage() {
  const template = journalTemplates.useOne(useParams().id);
  const t = template.data;
  return (
    <DetailPageLayout
      history={{ recordType: 'journal_template', recordId: template.data?.id }}
      error={template.error}
      companyId={template.data?.companyIdString}
      notFoundTitle="Journal template not found"
      back={{ to: '/accounting/journal-templates', label: 'Journal templates' }}
      title={t?.reference ?? 'Journal template'}
      badges={t && <StatusBadge status={t.status} />}
      actions={t?.status === 'DRAFT' && <Button component={Link} to="authorize">Authorize and copy</Button>}
      maw={1000}
    >
      <Details
        loading={!t}
        items={[
          ['Type', formatEnum(t?.type)],
          ['Posting date', formatDay(t?.ledgerDate)],
          ['Amount', t ? <Money amount={t.amount} currency={t.currency} /> : undefined],
          ['Debit account', <AccountLink id={t?.debitAccountId} />],
          ['Credit account', <AccountLink id={t?.creditAccountId} />],
          ['Journal entry', t?.journalEntryId ? <EntryLink id={t.journalEntryId} /> : 'Not posted yet'],
          ['Copied from', t?.copiedFromId ? <Anchor component={Link} to={`/accounting/journal-templates/${t.copiedFromId}`}>The template it copies</Anchor> : undefined],
          ['Authorized', t?.authorizedAt ? formatDateTime(t.authorizedAt) : undefined],
          ['Created', t ? formatDateTime(t.createdAt) : undefined],
        ]}
      />
    </DetailPageLayout>
  );
}
