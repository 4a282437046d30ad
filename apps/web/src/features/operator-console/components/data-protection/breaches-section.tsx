import { useState } from 'react';
import type { Breach } from '@athar/contract/operator/breaches';
import { primaryButton } from '../../../../components/button-classes';
import { dataProtectionConsoleMessages } from '../../../../lib/messages/operator-data-protection';
import { useBreaches } from '../../api/data-protection';
import { BreachCard } from './breach-card';
import { BreachForm } from './breach-form';

import { ListStates } from '../list-states';

const text = dataProtectionConsoleMessages.breaches;

/** The breaches, latest first, each with its 72-hour clock; the data-protection duty records and updates. */
export function BreachesSection({ operatorId, handles }: { operatorId: number; handles: boolean }) {
  // null: no form; 'new': a new breach; a breach: what followed it
  const [editing, setEditing] = useState<Breach | 'new' | null>(null);
  const list = useBreaches(operatorId);
  const breaches = list.data?.pages.flatMap((page) => page.breaches) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">{text.lead}</p>
        {handles && editing === null ? (
          <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
            {text.record}
          </button>
        ) : null}
      </div>
      {editing ? (
        <BreachForm
          key={editing === 'new' ? 'new' : editing.id}
          operatorId={operatorId}
          breach={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <ListStates
        query={list}
        count={breaches.length}
        empty={{ title: text.empty }}
        moreLabel={dataProtectionConsoleMessages.more}
      >
        {() => (
          <ul aria-label={text.listLabel} className="grid gap-3 md:grid-cols-2">
            {breaches.map((breach) => (
              <li key={breach.id}>
                <BreachCard breach={breach} handles={handles} onUpdate={() => setEditing(breach)} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </div>
  );
}
