import { useId, useState } from 'react';
import { secondaryButton } from '../../../components/button-classes';
import { homeFeaturedConsoleMessages as text } from '../../../lib/messages/operator-home-featured';

export interface FeaturedItem {
  id: number;
  /** the name read aloud and shown */
  name: string;
  /** what follows the name: the project and charity */
  detail: string;
  listed: boolean;
}

const small =
  'rounded-lg border border-brand-200 px-3 py-1 text-sm font-bold text-brand-800 disabled:opacity-50';

/**
 * One ordered choice of the home page (campaigns or projects): move up or down, remove, and add from
 * what can be chosen; the parent saves both lists together.
 */
export function FeaturedList({
  title,
  label,
  empty,
  addLabel,
  chosen,
  choices,
  max,
  onChange,
}: {
  title: string;
  label: string;
  empty: string;
  addLabel: string;
  chosen: FeaturedItem[];
  choices: FeaturedItem[];
  max: number;
  onChange: (items: FeaturedItem[]) => void;
}) {
  const id = useId();
  const [picked, setPicked] = useState('');
  const offered = choices.filter((choice) => !chosen.some((item) => item.id === choice.id));
  const move = (from: number, to: number) => {
    const next = [...chosen];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  const add = () => {
    const item = offered.find((choice) => String(choice.id) === picked);
    if (!item) return;
    onChange([...chosen, item]);
    setPicked('');
  };
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-bold text-brand-900">{title}</h3>
      {chosen.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ol aria-label={label} className="flex flex-col gap-2">
          {chosen.map((item, index) => (
            <li
              key={item.id}
              className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-white p-3 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-bold wrap-anywhere text-brand-900">
                  {index + 1}. {item.name}
                </p>
                <p className="text-sm wrap-anywhere text-muted">{item.detail}</p>
                {item.listed ? null : <p className="text-sm text-danger-700">{text.skipped}</p>}
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={small}
                  disabled={index === 0}
                  aria-label={text.moveUp(item.name)}
                  onClick={() => move(index, index - 1)}
                >
                  {text.up}
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={index === chosen.length - 1}
                  aria-label={text.moveDown(item.name)}
                  onClick={() => move(index, index + 1)}
                >
                  {text.down}
                </button>
                <button
                  type="button"
                  className={small}
                  aria-label={text.removeItem(item.name)}
                  onClick={() => onChange(chosen.filter((other) => other.id !== item.id))}
                >
                  {text.remove}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {chosen.length < max ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={id} className="font-bold text-brand-900">
              {addLabel}
            </label>
            <select
              id={id}
              value={picked}
              onChange={(event) => setPicked(event.target.value)}
              className="min-w-0 rounded-xl border border-brand-200 bg-white px-3 py-2"
            >
              <option value="">{text.pick}</option>
              {offered.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name} · {choice.detail}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className={secondaryButton} disabled={picked === ''} onClick={add}>
            {text.add}
          </button>
        </div>
      ) : null}
    </div>
  );
}
