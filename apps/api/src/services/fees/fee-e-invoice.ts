import { etaInvoice, type EtaInvoice } from '@athar/contract/fees/eta-invoice';
import { feeMessages } from '@athar/contract/fees/fee-messages';
import { piastersToEgp } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { AppError } from '@athar/server-kit/errors';
import type { Config } from '../../config';
import type { FeeStatementRow } from '../../db/queries/fee-statements';

/** The operating company's and a charity's address as the document needs it; the head office. */
const HEAD_OFFICE = {
  branchID: '0',
  country: 'EG',
  governate: 'Cairo',
  regionCity: 'Cairo',
  street: 'Head office',
  buildingNumber: '1',
};
/** ISIC activity of the operating company: other information technology service activities. */
const ACTIVITY_CODE = '6209';

/**
 * A statement (document type I) or credit note (C, referencing its statement) as the Tax Authority's
 * e-invoice JSON: issuer, receiver type B with the charity's tax number, one fee line, VAT (T1/V009)
 * when registered. Checked against the required fields; refused while the charity has no tax number.
 */
export function feeEInvoice(
  row: FeeStatementRow & { tax_number: string | null; legal_name: string | null },
  config: Pick<Config, 'FEE_ISSUER_TAX_NUMBER' | 'FEE_ISSUER_NAME'>,
  creditedNumber: string | null,
): EtaInvoice {
  if (!row.tax_number) throw new AppError('CONFLICT', feeMessages.taxNumberMissing);
  const net = piastersToEgp(piasters(row.fee_amount + row.carried_in));
  const vat = piastersToEgp(row.vat_amount);
  const rate = row.vat_basis_points / 100;
  const document: EtaInvoice = {
    issuer: {
      address: HEAD_OFFICE,
      type: 'B',
      id: config.FEE_ISSUER_TAX_NUMBER,
      name: config.FEE_ISSUER_NAME,
    },
    receiver: { address: HEAD_OFFICE, type: 'B', id: row.tax_number, name: row.legal_name ?? row.ngo_name },
    documentType: row.kind === 'credit_note' ? 'C' : 'I',
    documentTypeVersion: '1.0',
    dateTimeIssued: new Date(row.issued_at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    taxpayerActivityCode: ACTIVITY_CODE,
    internalID: row.number!,
    ...(creditedNumber ? { references: [creditedNumber] } : {}),
    invoiceLines: [
      {
        description: `رسوم خدمة أثر 5% عن شهر ${row.month}`,
        itemType: 'EGS',
        itemCode: `EG-${config.FEE_ISSUER_TAX_NUMBER}-ATHARFEE`,
        unitType: 'EA',
        quantity: 1,
        internalCode: `FEE-${row.month}`,
        salesTotal: net,
        total: piastersToEgp(row.total_due),
        valueDifference: 0,
        totalTaxableFees: 0,
        netTotal: net,
        itemsDiscount: 0,
        unitValue: { currencySold: 'EGP', amountEGP: net },
        discount: { rate: 0, amount: 0 },
        taxableItems: rate > 0 ? [{ taxType: 'T1', amount: vat, subType: 'V009', rate }] : [],
      },
    ],
    totalDiscountAmount: 0,
    totalSalesAmount: net,
    netAmount: net,
    taxTotals: rate > 0 ? [{ taxType: 'T1', amount: vat }] : [],
    totalAmount: piastersToEgp(row.total_due),
    extraDiscountAmount: 0,
    totalItemsDiscountAmount: 0,
  };
  return etaInvoice.parse(document);
}
