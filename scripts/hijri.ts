import { HIJRI_MONTH_NAMES } from '@athar/contract/hijri/calendar';
import {
  clearHijriCorrectionEndpoint,
  listHijriCorrectionsEndpoint,
  setHijriCorrectionEndpoint,
} from '@athar/contract/hijri/internal-corrections';
import { signedCall as appCall } from './signed-call';
import { configOrExit, fail } from './config-or-exit';

/**
 * `npm run hijri -- set <year> <month> <+1|0|-1>`: Egypt's moon sighting began that Hijri month a day
 * after (+1) or before (-1) Umm al-Qura's first day; `clear <year> <month>` removes the correction;
 * `list` shows them. The running app checks that no month is left with 28 or 31 days and moves the
 * dates of death the change touches, in one transaction (PRODUCT.md §11.6).
 */
const usage = [
  'usage: npm run hijri -- set <hijri year> <month 1-12> <+1|0|-1>',
  '       npm run hijri -- clear <hijri year> <month 1-12>',
  '       npm run hijri -- list',
].join('\n');

const YEAR = /^1[3-5]\d\d$/;
const MONTH = /^(?:[1-9]|1[0-2])$/;
const SHIFT: Record<string, -1 | 0 | 1> = { '+1': 1, '1': 1, '0': 0, '-1': -1 };

function month(year: string | undefined, monthText: string | undefined) {
  if (!YEAR.test(year ?? '') || !MONTH.test(monthText ?? '')) fail(usage);
  return { hijri_year: Number(year), hijri_month: Number(monthText) };
}

const monthName = (m: { hijri_year: number; hijri_month: number }) =>
  `${m.hijri_year}-${m.hijri_month} (${HIJRI_MONTH_NAMES[m.hijri_month - 1]})`;

async function main() {
  // read by hand: node's parseArgs takes `-1` for an option
  const [command, ...args] = process.argv.slice(2);
  const config = configOrExit();
  if (command === 'list' && args.length === 0) {
    const { data } = await appCall(
      'hijri',
      config,
      { method: listHijriCorrectionsEndpoint.method, path: listHijriCorrectionsEndpoint.path },
      listHijriCorrectionsEndpoint.response,
    );
    if (data.length === 0) console.log('no corrections: every month as Umm al-Qura');
    for (const row of data) {
      const shift = row.shift > 0 ? '+1' : String(row.shift);
      console.log(
        `${monthName(row)} ${shift}: began ${row.first_day}, ${row.length} days (set ${row.set_at})`,
      );
    }
    return;
  }
  if (command === 'set' && args.length === 3) {
    const shift = SHIFT[args[2]!];
    if (shift === undefined) fail(usage);
    const body = { ...month(args[0], args[1]), shift };
    const { data } = await appCall(
      'hijri',
      config,
      { method: setHijriCorrectionEndpoint.method, path: setHijriCorrectionEndpoint.path, body },
      setHijriCorrectionEndpoint.response,
    );
    console.log(`${monthName(body)} set to ${args[2]}; ${data[0]!.campaigns_updated} dates of death moved`);
    return;
  }
  if (command === 'clear' && args.length === 2) {
    const body = month(args[0], args[1]);
    const { data } = await appCall(
      'hijri',
      config,
      { method: clearHijriCorrectionEndpoint.method, path: clearHijriCorrectionEndpoint.path, body },
      clearHijriCorrectionEndpoint.response,
    );
    console.log(`${monthName(body)} cleared; ${data[0]!.campaigns_updated} dates of death moved`);
    return;
  }
  fail(usage);
}

await main().catch((error: unknown) => fail(`hijri: ${(error as Error).message}`));
