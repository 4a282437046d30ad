/**
 * Banks registered with the Central Bank of Egypt that a charity's donations may go to, by a stable key
 * (stored) and their Arabic name (shown). A bank not here is added in a release, with its key.
 */
export const EGYPTIAN_BANKS = {
  nbe: 'البنك الأهلي المصري',
  misr: 'بنك مصر',
  cairo: 'بنك القاهرة',
  cib: 'البنك التجاري الدولي - مصر',
  alex: 'بنك الإسكندرية',
  qnb: 'بنك QNB مصر',
  aaib: 'البنك العربي الأفريقي الدولي',
  faisal: 'بنك فيصل الإسلامي المصري',
  baraka: 'بنك البركة - مصر',
  adib: 'مصرف أبوظبي الإسلامي - مصر',
  nbk: 'بنك الكويت الوطني - مصر',
  hsbc: 'بنك HSBC مصر',
  ebe: 'البنك المصري لتنمية الصادرات',
  hdb: 'بنك التعمير والإسكان',
  abe: 'البنك الزراعي المصري',
  ub: 'المصرف المتحد',
  suez: 'بنك قناة السويس',
  saib: 'بنك الشركة المصرفية العربية الدولية',
  enbd: 'بنك الإمارات دبي الوطني - مصر',
  ca: 'بنك كريدي أجريكول مصر',
  aib: 'المصرف العربي الدولي',
  midbank: 'بنك ميد',
  egbank: 'البنك المصري الخليجي',
  abk: 'البنك الأهلي الكويتي - مصر',
} as const;

export type EgyptianBank = keyof typeof EGYPTIAN_BANKS;
export const EGYPTIAN_BANK_KEYS = Object.keys(EGYPTIAN_BANKS) as [EgyptianBank, ...EgyptianBank[]];
