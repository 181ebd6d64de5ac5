/** The chart of accounts every new company starts with (decisions §8). */
export type ChartEntry = {
  number: string;
  name: string;
  type: 'ASSET' | 'LIABILITY' | 'EQUITY' | 'REVENUE' | 'EXPENSE';
  category: 'CURRENT' | 'NON_CURRENT' | 'OPERATING' | 'NON_OPERATING';
  /** Number of the group account this one sits under. */
  parent?: string;
  /** Marks one of the company's default accounts. */
  defaultRole?: DefaultAccountRole;
};

export const defaultAccountRoles = ['RECEIVABLE', 'PAYABLE', 'CASH', 'BANK', 'REVENUE', 'EXPENSE', 'TAX', 'TAX_RECEIVABLE', 'FEES', 'ROUNDING', 'INVENTORY', 'COST_OF_GOODS_SOLD', 'STOCK_VARIANCE', 'STOCK_ADJUSTMENT', 'GOODS_RECEIVED_NOT_BILLED', 'RETAINED_EARNINGS', 'OTHER_INCOME', 'REALIZED_EXCHANGE', 'UNREALIZED_EXCHANGE'] as const;
export type DefaultAccountRole = (typeof defaultAccountRoles)[number];

export const standardChart: ChartEntry[] = [
  { number: '10000', name: 'Current assets', type: 'ASSET', category: 'CURRENT' },
  { number: '10100', name: 'Cash', type: 'ASSET', category: 'CURRENT', parent: '10000', defaultRole: 'CASH' },
  { number: '10200', name: 'Bank', type: 'ASSET', category: 'CURRENT', parent: '10000', defaultRole: 'BANK' },
  { number: '10300', name: 'Accounts receivable', type: 'ASSET', category: 'CURRENT', parent: '10000', defaultRole: 'RECEIVABLE' },
  { number: '10400', name: 'Inventory', type: 'ASSET', category: 'CURRENT', parent: '10000', defaultRole: 'INVENTORY' },
  { number: '10500', name: 'Tax receivable', type: 'ASSET', category: 'CURRENT', parent: '10000', defaultRole: 'TAX_RECEIVABLE' },
  { number: '15000', name: 'Non-current assets', type: 'ASSET', category: 'NON_CURRENT' },
  { number: '15100', name: 'Equipment', type: 'ASSET', category: 'NON_CURRENT', parent: '15000' },
  { number: '15200', name: 'Accumulated depreciation', type: 'ASSET', category: 'NON_CURRENT', parent: '15000' },
  { number: '20000', name: 'Current liabilities', type: 'LIABILITY', category: 'CURRENT' },
  { number: '20100', name: 'Accounts payable', type: 'LIABILITY', category: 'CURRENT', parent: '20000', defaultRole: 'PAYABLE' },
  { number: '20200', name: 'Tax payable', type: 'LIABILITY', category: 'CURRENT', parent: '20000', defaultRole: 'TAX' },
  { number: '20300', name: 'Accrued liabilities', type: 'LIABILITY', category: 'CURRENT', parent: '20000' },
  { number: '20400', name: 'Goods received not billed', type: 'LIABILITY', category: 'CURRENT', parent: '20000', defaultRole: 'GOODS_RECEIVED_NOT_BILLED' },
  { number: '25000', name: 'Non-current liabilities', type: 'LIABILITY', category: 'NON_CURRENT' },
  { number: '25100', name: 'Loans', type: 'LIABILITY', category: 'NON_CURRENT', parent: '25000' },
  { number: '30000', name: 'Equity', type: 'EQUITY', category: 'NON_CURRENT' },
  { number: '30100', name: "Owner's equity", type: 'EQUITY', category: 'NON_CURRENT', parent: '30000' },
  { number: '30200', name: 'Retained earnings', type: 'EQUITY', category: 'NON_CURRENT', parent: '30000', defaultRole: 'RETAINED_EARNINGS' },
  { number: '40000', name: 'Revenue', type: 'REVENUE', category: 'OPERATING' },
  { number: '40100', name: 'Sales revenue', type: 'REVENUE', category: 'OPERATING', parent: '40000', defaultRole: 'REVENUE' },
  { number: '40200', name: 'Other income', type: 'REVENUE', category: 'NON_OPERATING', parent: '40000', defaultRole: 'OTHER_INCOME' },
  { number: '40300', name: 'Realized exchange gain/loss', type: 'REVENUE', category: 'NON_OPERATING', parent: '40000', defaultRole: 'REALIZED_EXCHANGE' },
  { number: '40400', name: 'Unrealized exchange gain/loss', type: 'REVENUE', category: 'NON_OPERATING', parent: '40000', defaultRole: 'UNREALIZED_EXCHANGE' },
  { number: '50000', name: 'Expenses', type: 'EXPENSE', category: 'OPERATING' },
  { number: '50100', name: 'Cost of goods sold', type: 'EXPENSE', category: 'OPERATING', parent: '50000', defaultRole: 'COST_OF_GOODS_SOLD' },
  { number: '50200', name: 'Operating expenses', type: 'EXPENSE', category: 'OPERATING', parent: '50000', defaultRole: 'EXPENSE' },
  { number: '50300', name: 'Payment fees', type: 'EXPENSE', category: 'OPERATING', parent: '50000', defaultRole: 'FEES' },
  { number: '50400', name: 'Rounding differences', type: 'EXPENSE', category: 'NON_OPERATING', parent: '50000', defaultRole: 'ROUNDING' },
  { number: '50500', name: 'Stock variance', type: 'EXPENSE', category: 'OPERATING', parent: '50000', defaultRole: 'STOCK_VARIANCE' },
  { number: '50600', name: 'Stock adjustments', type: 'EXPENSE', category: 'OPERATING', parent: '50000', defaultRole: 'STOCK_ADJUSTMENT' },
];
