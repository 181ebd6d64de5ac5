import { AgingPage } from './AgingPage';

/** Route `accounting/payables-aging`. */
export default function PayablesAgingPage() {
  return <AgingPage kind="payables" />;
}
