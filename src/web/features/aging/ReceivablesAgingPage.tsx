import { AgingPage } from './AgingPage';

/** Route `accounting/receivables-aging`. */
export default function ReceivablesAgingPage() {
  return <AgingPage kind="receivables" />;
}
