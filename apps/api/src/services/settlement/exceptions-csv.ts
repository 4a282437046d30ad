import type { Kysely } from 'kysely';
import {
  settlementOutcomeNames,
  settlementProviderNames,
} from '@athar/contract/settlement/settlement-messages';
import { openExceptionsPage } from '../../db/queries/settlement-imports';
import type { Database } from '../../db/schema';
import { CSV_BOM, csvLine } from '../../lib/csv';

const PAGE = 2000;
const COLUMNS = [
  'رقم الاستثناء',
  'النتيجة',
  'مقدم الخدمة',
  'الحساب',
  'الملف',
  'السطر',
  'رقم معاملة مقدم الخدمة',
  'مرجع الطلب',
  'المبلغ المسوّى',
  'الرسوم',
  'مرجع التحويل',
  'رقم التبرع',
  'مبلغ التبرع',
  'حالة التبرع',
  'بيان السطر',
  'رقم الإيداع',
  'تاريخ الإيداع',
  'مرجع الإيداع في البنك',
  'مبلغ الإيداع',
];

/**
 * The unresolved exceptions as CSV (UTF-8 with BOM). Whatever a provider's file carried (an order
 * reference or a statement line's description starting with = + - @) goes through csvLine, which
 * makes a formula text.
 */
export async function exceptionsCsv(db: Kysely<Database>): Promise<string> {
  let body = CSV_BOM + csvLine(COLUMNS);
  let before: number | undefined;
  for (;;) {
    const rows = await openExceptionsPage(db, before, PAGE);
    for (const row of rows)
      body += csvLine([
        row.id,
        settlementOutcomeNames[row.outcome],
        settlementProviderNames[row.provider],
        row.account,
        row.file_name,
        row.line_number,
        row.provider_transaction_id,
        row.reference,
        row.settled_amount === null ? null : row.settled_amount.toFixed(2),
        row.fee === null ? null : row.fee.toFixed(2),
        row.payout_reference,
        row.donation_id,
        row.donation_amount === null ? null : row.donation_amount.toFixed(2),
        row.donation_status,
        // a bank statement's line: the credit's description, and the charity's deposit it is about
        row.description,
        row.deposit?.id ?? null,
        row.deposit?.deposited_on ?? null,
        row.deposit?.bank_reference ?? null,
        row.deposit ? row.deposit.amount.toFixed(2) : null,
      ]);
    if (rows.length < PAGE) return body;
    before = rows.at(-1)!.id;
  }
}
