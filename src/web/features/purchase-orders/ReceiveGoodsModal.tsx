import { PurchaseDocumentModal } from './PurchaseDocumentModal';

/** Route `purchasing/orders/:id/receive`. */
export default function ReceiveGoodsModal() {
  return <PurchaseDocumentModal kind="receive" />;
}
