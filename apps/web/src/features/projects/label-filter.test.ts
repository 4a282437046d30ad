import { describe, expect, it } from 'vitest';
import { readLabelFilter, withLabelFilter } from './label-filter';

const query = (search: string) => new URLSearchParams(search);

describe('the label filter in /ProjectsListing’s address (issue 19)', () => {
  it('reads the kind and the zakat choice', () => {
    expect(readLabelFilter(query('kind=jariya&zakat=1'))).toEqual({ kind: 'jariya', zakatOnly: true });
    expect(readLabelFilter(query('kind=sadaqa'))).toEqual({ kind: 'sadaqa', zakatOnly: false });
    expect(readLabelFilter(query(''))).toEqual({ kind: undefined, zakatOnly: false });
  });

  it('reads a value the api would refuse as no filter', () => {
    expect(readLabelFilter(query('kind=&zakat=0'))).toEqual({ kind: undefined, zakatOnly: false });
    expect(readLabelFilter(query('kind=waqf&zakat=true'))).toEqual({ kind: undefined, zakatOnly: false });
  });

  it('writes a choice and leaves an empty one out, keeping the rest of the query', () => {
    const written = withLabelFilter(query('kind=jariya&zakat=1&ref=home'), {
      kind: undefined,
      zakatOnly: false,
    });
    expect(written.toString()).toBe('ref=home');
    expect(withLabelFilter(query('kind='), { kind: 'sadaqa', zakatOnly: true }).toString()).toBe(
      'kind=sadaqa&zakat=1',
    );
  });
});
