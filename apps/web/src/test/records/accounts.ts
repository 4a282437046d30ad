import type { SessionUserRecord } from '@athar/contract/accounts/user';
import type {
  StatementCharity,
  StatementDonation,
  YearlyStatement,
} from '@athar/contract/accounts/yearly-statement';

/* A visitor's account as the api answers it: the logged-in user, the yearly statement. */

/** The logged-in user as login answers it (and the `user` cookie keeps it: saveSession). */
export function sessionUser(given: Partial<SessionUserRecord> = {}): SessionUserRecord {
  return {
    user_id: 7,
    user_name: 'أحمد محمود',
    email: 'ahmed@example.com',
    msisdn: '01012345678',
    profile_pic: '',
    hide_data: false,
    verified: true,
    access_token: 'token',
    ...given,
  };
}

/** A confirmed cash donation on the yearly statement, with its receipt number. */
export function statementDonation(given: Partial<StatementDonation> = {}): StatementDonation {
  return {
    donation_id: 9,
    date: '2026-03-05',
    campaign_id: 10,
    campaign_title: 'محمد عبد الرحمن',
    channel: 'cash',
    amount: 1250.5,
    receipt_serial: 17,
    ...given,
  };
}

/** One charity's part of the statement: one donation and its total in words. */
export function statementCharity(given: Partial<StatementCharity> = {}): StatementCharity {
  return {
    ngo_id: 3,
    ngo_name: 'جمعية الأمل',
    legal_name: 'جمعية الأمل للتنمية',
    registration_number: '1234/2019',
    permit_numbers: ['ON-77/2026'],
    donations: [statementDonation()],
    total: 1250.5,
    total_in_words: 'ألف ومائتان وخمسون جنيهًا مصريًا وخمسون قرشًا لا غير',
    ...given,
  };
}

/** A year's statement of a donor who gave to one charity that year. */
export function yearlyStatement(given: Partial<YearlyStatement> = {}): YearlyStatement {
  return {
    year: 2026,
    donor_name: 'سارة محمود',
    donor_email: 'sara@example.com',
    charities: [statementCharity()],
    total: 1250.5,
    total_in_words: 'ألف ومائتان وخمسون جنيهًا مصريًا وخمسون قرشًا لا غير',
    years: [2026],
    ...given,
  };
}
