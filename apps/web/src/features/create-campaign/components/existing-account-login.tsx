import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { FormField } from '../../../components/forms/form-field';
import { errorMessage } from '../../../lib/api-error';
import { campaignMessages } from '../../../lib/messages/campaigns';
import { saveSession } from '../../../lib/session';
import { logInAccount } from '../api/log-in-account';

const text = campaignMessages.createCampaign.existingAccount;

/**
 * Shown in the creation form when a guest's e-mail already has an account: their password
 * logs them in right here, so what they typed about the deceased stays, and `onLoggedIn` carries on.
 * Not a nested <form> (HTML forbids it): Enter in the password field logs in instead of submitting the
 * outer form, which would only try to register the address again.
 */
export function ExistingAccountLogin({ email, onLoggedIn }: { email: string; onLoggedIn: () => void }) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function logIn() {
    if (busy || !password) return;
    setBusy(true);
    setError(null);
    try {
      saveSession(await logInAccount({ email, password }));
      onLoggedIn();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void logIn();
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border-s-4 border-brand-700 bg-brand-50 p-4"
    >
      <h3 id={titleId} className="text-lg font-bold text-brand-900">
        {text.title}
      </h3>
      <p className="leading-relaxed">{text.text}</p>
      <FormField
        label={text.password}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onKeyDown={onKeyDown}
        // the panel appears because the last press failed: the password is what to type next
        autoFocus
      />
      <FormAlert kind="error" text={error} />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          className={primaryButton}
          disabled={busy || !password}
          aria-busy={busy}
          onClick={() => void logIn()}
        >
          {busy ? text.submitting : text.submit}
        </button>
        {/* a new tab, so the form and what was typed in it stay here */}
        <Link
          to="/ForgotPassword"
          target="_blank"
          rel="noopener"
          className="font-bold text-brand-700 underline-offset-4 hover:underline"
        >
          {text.forgot}
        </Link>
      </div>
    </section>
  );
}
