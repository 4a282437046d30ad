import { z } from 'zod';

/**
 * The Egyptian Tax Authority's e-invoice document (v1.0 JSON, the fields the authority requires of an
 * invoice "I" or credit note "C"), checked before it is offered for download; not signed nor sent here.
 */
const money = z.number().nonnegative().multipleOf(0.00001);
const address = z.object({
  branchID: z.string().min(1),
  country: z.string().length(2),
  governate: z.string().min(1),
  regionCity: z.string().min(1),
  street: z.string().min(1),
  buildingNumber: z.string().min(1),
});
const party = (type: 'B') =>
  z.object({ address, type: z.literal(type), id: z.string().regex(/^[0-9]{9}$/), name: z.string().min(1) });
const taxableItem = z.object({
  taxType: z.literal('T1'),
  amount: money,
  subType: z.literal('V009'),
  rate: z.number().min(0).max(100),
});

export const etaInvoice = z.object({
  issuer: party('B'),
  receiver: party('B'),
  documentType: z.enum(['I', 'C']),
  documentTypeVersion: z.literal('1.0'),
  dateTimeIssued: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
  taxpayerActivityCode: z.string().regex(/^[0-9]{4}$/),
  internalID: z.string().min(1),
  references: z.array(z.string().min(1)).optional(),
  invoiceLines: z
    .array(
      z.object({
        description: z.string().min(1),
        itemType: z.enum(['GS1', 'EGS']),
        itemCode: z.string().min(1),
        unitType: z.string().min(1),
        quantity: z.number().positive(),
        internalCode: z.string().min(1),
        salesTotal: money,
        total: money,
        valueDifference: money,
        totalTaxableFees: money,
        netTotal: money,
        itemsDiscount: money,
        unitValue: z.object({ currencySold: z.literal('EGP'), amountEGP: money }),
        discount: z.object({ rate: z.number().min(0), amount: money }),
        taxableItems: z.array(taxableItem),
      }),
    )
    .min(1),
  totalDiscountAmount: money,
  totalSalesAmount: money,
  netAmount: money,
  taxTotals: z.array(z.object({ taxType: z.literal('T1'), amount: money })),
  totalAmount: money,
  extraDiscountAmount: money,
  totalItemsDiscountAmount: money,
});
export type EtaInvoice = z.infer<typeof etaInvoice>;
