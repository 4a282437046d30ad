// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { khatmaMessages } from '../../../lib/messages/khatma';
import { khatmaView } from '../../../test/api-answers';
import { KhatmaGrid } from './khatma-grid';

afterEach(cleanup);

const text = khatmaMessages.grid;
const grid = (read: number) => {
  const khatma = khatmaView(read).khatma!;
  render(
    <KhatmaGrid parts={khatma.parts} mine={new Set()} disabled={khatma.finished} onReserve={() => {}} />,
  );
  return screen.getByRole('list', { name: text.label });
};

describe('the khatma’s grid says what a press does (issue 35)', () => {
  it('an open khatma invites a press on a free juz', () => {
    const list = grid(4);
    expect(document.getElementById(list.getAttribute('aria-describedby')!)?.textContent).toBe(text.legend);
  });

  it('a finished khatma says it is complete, not to press a free juz', () => {
    const list = grid(30);
    const legend = document.getElementById(list.getAttribute('aria-describedby')!)?.textContent;
    expect(legend).toBe(text.legendFinished);
    expect(screen.queryByText(text.legend)).toBeNull();
  });
});
