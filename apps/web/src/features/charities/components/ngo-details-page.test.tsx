// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ngoDetailsRoute } from '@athar/contract/routes/catalogue';
import { licenceMoreMessages } from '../../../lib/messages/licence-more';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, licence, licencePermit, ngoDetails } from '../../../test/api-answers';
import { NgoDetailsPage } from './ngo-details-page';

configure({ asyncUtilTimeout: 5_000 });

const text = licenceMoreMessages.block;

const UNREGISTERED = licence({ legal_name: null, registration_number: null, permit: null });

let answer = ngoDetails({ licence: UNREGISTERED });
const api = answerCalls(
  { [ngoDetailsRoute.path]: () => envelope([answer]) },
  { otherwise: () => envelope([]) },
);

async function licenceBlock() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/NGODetails/x/3']}>
        <Routes>
          <Route path="/NGODetails/:name/:id" element={<NgoDetailsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByRole('region', { name: text.title });
}

/** Each term of the block's list with what it says. */
function facts(block: HTMLElement): Record<string, string> {
  const terms = within(block).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling!.textContent]));
}

describe('the charity page’s «السجل والتصريح» (issue 19)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the registration and the permit in force with its dates', async () => {
    answer = ngoDetails({
      licence: licence({
        legal_name: 'جمعية الخير للتنمية',
        registration_number: '1234/2019',
        permit: licencePermit({
          permit_number: 'ON-77/2026',
          issuing_body: 'وزارة التضامن الاجتماعي',
          starts_on: '2026-03-01',
          ends_on: '2027-02-28',
        }),
      }),
    });
    const block = await licenceBlock();
    expect(facts(block)).toEqual({
      // the same names as on the receipt (issue 35)
      'الاسم المسجل للجمعية': 'جمعية الخير للتنمية',
      'رقم الإشهار بوزارة التضامن الاجتماعي': '1234/2019',
      [text.permitNumber]: 'ON-77/2026',
      [text.issuingBody]: 'وزارة التضامن الاجتماعي',
      [text.validFrom]: '1 مارس 2026',
      [text.validUntil]: '28 فبراير 2027',
    });
    expect(within(block).queryByRole('note')).toBeNull();
  });

  it('says plainly that a charity without a permit in force takes no donation', async () => {
    answer = ngoDetails({
      licence: licence({ legal_name: 'جمعية الخير للتنمية', registration_number: '1234/2019', permit: null }),
    });
    const block = await licenceBlock();
    expect(Object.keys(facts(block))).toEqual([text.legalName, text.registrationNumber]);
    expect(within(block).getByRole('note').textContent).toContain(text.noPermit);
  });

  it('says what the register does not hold yet', async () => {
    answer = ngoDetails({ licence: UNREGISTERED });
    const block = await licenceBlock();
    expect(Object.values(facts(block))).toEqual([text.notRecorded, text.notRecorded]);
  });
});
