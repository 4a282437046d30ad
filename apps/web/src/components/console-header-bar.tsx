import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../lib/messages';

interface ConsoleHeaderBarProps {
  /** where the brand leads */
  home: string;
  /** the console's name beside the brand */
  name: string;
  /** who is logged in, as labelled values; null before the login */
  details: ReadonlyArray<{ label: string; value: string }> | null;
  logoutLabel: string;
  onLogout: () => void;
  /** the console's sections, once logged in */
  nav?: ReactNode;
}

/** A console's bar (the charity's, the operators'): brand, who is logged in, logout, the sections. */
export function ConsoleHeaderBar({ home, name, details, logoutLabel, onLogout, nav }: ConsoleHeaderBarProps) {
  return (
    <header className="bg-brand-900 text-white shadow-lg">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link to={home} className="flex items-baseline gap-2 rounded-lg px-1">
          <span className="text-2xl font-bold">{messages.brand}</span>
          <span className="font-bold text-sand-300">{name}</span>
        </Link>
        {details ? (
          <>
            <dl className="order-last flex w-full flex-wrap gap-x-4 gap-y-1 text-sm sm:order-none sm:w-auto sm:flex-1">
              {details.map((detail) => (
                <div key={detail.label} className="flex min-w-0 gap-1">
                  <dt className="shrink-0 text-white/80">{detail.label}:</dt>
                  <dd className="min-w-0 font-bold wrap-anywhere">{detail.value}</dd>
                </div>
              ))}
            </dl>
            <button
              type="button"
              onClick={onLogout}
              className="ms-auto rounded-lg border border-white/60 px-3 py-1.5 text-sm font-bold hover:bg-white/10 sm:ms-0"
            >
              {logoutLabel}
            </button>
          </>
        ) : null}
      </div>
      {nav}
    </header>
  );
}
