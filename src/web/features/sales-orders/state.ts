import type { SalesOrder } from '../../../contract/sales-orders';

/**
 * The one state a sales order shows: a draft's workflow state (draft, pending approval), else its
 * status (to deliver and bill, completed, ...). Never "draft" twice.
 */
export const salesOrderState = (o: Pick<SalesOrder, 'status' | 'workflowState'>) => (o.status === 'DRAFT' ? o.workflowState : o.status);
