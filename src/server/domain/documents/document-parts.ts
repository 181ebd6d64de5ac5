import { eq, inArray } from 'drizzle-orm';
import type { DocumentTax } from '../../../contract/tax-rates';
import type { DbOrTx } from '../../db/connection';
import { companies, currencies, customers, items, paymentTerms, salesOrders, suppliers } from '../../db/schema';
import type { CommercialDocument } from '../../pdf/document-shapes';

/**
 * What every invoice, purchase order and delivery note prints besides its own fields: the
 * company's letterhead, the party, the items' names and units (decisions §13 "Documents").
 */

type Company = CommercialDocument['company'];
type Party = CommercialDocument['party'];

/** The company's name, address, tax id and email; its bank details only `withBankDetails` (invoices). */
export async function companyLetterhead(db: DbOrTx, companyId: string, { withBankDetails }: { withBankDetails: boolean }): Promise<Company> {
  const [company] = await db.select({ name: companies.name, address: companies.address, taxId: companies.taxId, email: companies.email, bankDetails: companies.bankDetails })
    .from(companies).where(eq(companies.id, companyId));
  return { ...company, bankDetails: withBankDetails ? company.bankDetails : null };
}

/** A customer as documents address them (their billing address). */
export async function customerParty(db: DbOrTx, customerId: string): Promise<Party> {
  const [customer] = await db.select({ name: customers.name, address: customers.billingAddress, taxId: customers.taxId, email: customers.email })
    .from(customers).where(eq(customers.id, customerId));
  return customer;
}

/** The name of the payment terms a document's due date came from, if any. */
export async function paymentTermsName(db: DbOrTx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [terms] = await db.select({ name: paymentTerms.name }).from(paymentTerms).where(eq(paymentTerms.id, id));
  return terms?.name ?? null;
}

/** The customer of a sales order, for its delivery notes. */
export async function salesOrderCustomer(db: DbOrTx, salesOrderId: string): Promise<Party> {
  const [order] = await db.select({ customerId: salesOrders.customerId }).from(salesOrders).where(eq(salesOrders.id, salesOrderId));
  return customerParty(db, order.customerId);
}

/** A supplier as purchase orders address them (suppliers have no tax id). */
export async function supplierParty(db: DbOrTx, supplierId: string): Promise<Party> {
  const [supplier] = await db.select({ name: suppliers.name, address: suppliers.address, email: suppliers.email }).from(suppliers).where(eq(suppliers.id, supplierId));
  return supplier;
}

/** A currency's code and minor units, by its code. */
export async function currencyOf(db: DbOrTx, code: string): Promise<CommercialDocument['currency']> {
  const [currency] = await db.select({ code: currencies.code, minorUnits: currencies.minorUnits }).from(currencies).where(eq(currencies.code, code));
  return currency;
}

/** The names and units of the items a document's lines name, by item id. */
export async function itemNames(db: DbOrTx, itemIds: string[]): Promise<Map<string, { name: string; uom: string }>> {
  if (!itemIds.length) return new Map();
  const rows = await db.select({ id: items.id, name: items.name, uom: items.uom }).from(items).where(inArray(items.id, [...new Set(itemIds)]));
  return new Map(rows.map(({ id, ...item }) => [id, item]));
}

/**
 * An amount or quantity as the renderer takes it: the decimal the answer's number stands for.
 * The answers' numbers come from exact decimals of at most the currency's minor units, so their
 * shortest text is that decimal again.
 */
export const decimalText = (value: number): string => {
  const text = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`not a plain decimal: ${text}`);
  return text;
};

/** The details a document prints beside its party, in order: those with a value. */
export const detailsOf = (entries: [label: string, value: string | null | undefined | false][]): CommercialDocument['details'] =>
  entries.filter((entry): entry is [string, string] => !!entry[1]);

/** A document's tax per rate as the renderer takes it. */
export const printedTaxes = (taxes: DocumentTax[]): CommercialDocument['taxes'] =>
  taxes.map((tax) => ({ name: tax.name, ratePercent: tax.ratePercent, base: decimalText(tax.base), amount: decimalText(tax.amount) }));

/** A priced line of a document's answer as the renderer takes it, named after its item. */
export function printedLine(
  line: { itemIdString: string; itemCode: string; qty: number; amount: number; taxPercent: string | null; taxAmount: number },
  unitPrice: number,
  names: Map<string, { name: string; uom: string }>,
): CommercialDocument['lines'][number] {
  const item = names.get(line.itemIdString);
  return {
    itemCode: line.itemCode,
    itemName: item?.name ?? line.itemCode,
    uom: item?.uom,
    qty: decimalText(line.qty),
    unitPrice: decimalText(unitPrice),
    taxPercent: line.taxPercent,
    taxAmount: decimalText(line.taxAmount),
    amount: decimalText(line.amount),
  };
}
