import { useState } from 'react';
import { CONSENT_PURPOSES, type ConsentPurpose } from '@athar/contract/privacy/consent';
import { primaryButton } from '../../../../components/button-classes';
import { FormField } from '../../../../components/forms/form-field';
import { SelectField } from '../../../../components/forms/select-field';
import { formatDateTime } from '../../../../lib/format-date';
import { dataProtectionConsoleMessages } from '../../../../lib/messages/operator-data-protection';
import { useConsentRegister } from '../../api/data-protection';

import { ListStates } from '../list-states';

const text = dataProtectionConsoleMessages.consents;
const purposes = CONSENT_PURPOSES.map((purpose) => ({ id: purpose, ar_name: text.purposes[purpose] }));
interface Filter {
  purpose?: ConsentPurpose;
  from?: string;
  to?: string;
}

/** The consent register, newest first, filtered by purpose and days (applied by «اعرض»). */
export function ConsentsSection({ operatorId }: { operatorId: number }) {
  const [draft, setDraft] = useState({ purpose: '', from: '', to: '' });
  const [filter, setFilter] = useState<Filter>({});
  const register = useConsentRegister(operatorId, filter);
  const consents = register.data?.pages.flatMap((page) => page.consents) ?? [];
  const set = (name: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{text.lead}</p>
      <form
        noValidate
        aria-label={text.filtersLabel}
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({
            purpose: purposes.find((option) => option.id === draft.purpose)?.id,
            from: draft.from || undefined,
            to: draft.to || undefined,
          });
        }}
        className="grid items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100 sm:grid-cols-4"
      >
        <SelectField
          label={text.purpose}
          placeholder={text.allPurposes}
          options={purposes}
          value={draft.purpose}
          onChange={set('purpose')}
        />
        <FormField label={text.from} type="date" value={draft.from} onChange={set('from')} />
        <FormField label={text.to} type="date" value={draft.to} onChange={set('to')} />
        <button type="submit" className={primaryButton}>
          {text.apply}
        </button>
      </form>
      <ListStates
        query={register}
        count={consents.length}
        empty={{ title: text.empty }}
        moreLabel={dataProtectionConsoleMessages.more}
      >
        {() => (
          <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-brand-100">
            <table aria-label={text.listLabel} className="w-full text-sm">
              <thead className="bg-sand-100 text-start">
                <tr>
                  {Object.values(text.columns).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-start font-bold text-brand-900">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {consents.map((consent) => (
                  <tr key={consent.id} className="border-t border-brand-100">
                    <td className="px-3 py-2">{consent.id}</td>
                    <td className="px-3 py-2">{text.purposes[consent.purpose]}</td>
                    <td className="px-3 py-2">{text.bases[consent.basis]}</td>
                    <td dir="ltr" className="px-3 py-2 text-end">
                      {consent.policy_version}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(consent.given_at)}</td>
                    <td className="px-3 py-2">{consent.subject_id}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListStates>
    </div>
  );
}
