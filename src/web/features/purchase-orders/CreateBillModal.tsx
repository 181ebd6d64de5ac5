import { PurchaseDocumentModal } from './PurchaseDocumentModal';

/** Route `purchasing/orders/:id/bill`. */
export default function CreateBillModal() {
  return <PurchaseDocumentModal kind="bill" />;
}
