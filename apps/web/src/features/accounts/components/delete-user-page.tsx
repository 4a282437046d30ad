import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { accountMessages } from '../../../lib/messages/accounts';
import { AuthCard } from '../../../components/auth-card';

const text = accountMessages.accounts.deleted;

/** /DeleteUser: the confirmation shown after an account was deleted. */
export function DeleteUserPage() {
  return (
    <AuthCard title={text.title}>
      <p role="status" className="leading-8 text-ink">
        {text.text}
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Link to="/" className={primaryButton}>
          {text.home}
        </Link>
        <Link to="/Register" className={secondaryButton}>
          {text.register}
        </Link>
      </div>
    </AuthCard>
  );
}
