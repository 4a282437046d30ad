import { useState } from 'react';
import { useNavigate } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { PageSpinner } from '../../../components/spinner';
import { staffFactorMessages } from '../../../lib/messages/staff-factor';
import { useStaffSession } from '../../../lib/staff-session';
import { finishStaffEnrolment, useConfirmStaffEnrolment, useStaffEnrolment } from '../api/staff-factor';
import { CONSOLE_PATHS } from '../console-paths';
import { CodeForm } from './code-form';

const text = staffFactorMessages.enrol;

/** The secret in groups of four, as an authenticator app asks it typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The ten recovery codes, shown once after the enrolment, and the way on. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="recovery-title" className="flex flex-col gap-4">
      <h2 id="recovery-title" className="text-xl font-bold text-brand-900">
        {text.codesTitle}
      </h2>
      <p className="text-muted">{text.codesLead}</p>
      <ol aria-label={text.codesLabel} dir="ltr" className="grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-sand-100 px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={primaryButton}
        onClick={() => {
          finishStaffEnrolment();
          void navigate(CONSOLE_PATHS.queue, { replace: true });
        }}
      >
        {text.done}
      </button>
    </section>
  );
}

/** The QR code (the server's SVG, as an image: no markup of it runs), the secret as text, the first code. */
function Enrolment() {
  const enrolment = useStaffEnrolment(true);
  const confirm = useConfirmStaffEnrolment();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} />;
  if (!enrolment.data)
    return enrolment.isError ? <p role="alert">{enrolment.error.message}</p> : <PageSpinner />;
  const { qr_svg, secret } = enrolment.data;
  return (
    <div className="flex flex-col gap-4">
      <p>{text.step1}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr_svg)}`}
        alt={text.qrAlt}
        width={200}
        height={200}
        className="size-50 self-center rounded-lg bg-white p-2 ring-1 ring-brand-100"
      />
      <p>{text.secretLabel}</p>
      <code
        dir="ltr"
        className="self-center rounded-lg bg-sand-100 px-3 py-2 text-center font-mono wrap-anywhere"
      >
        {grouped(secret)}
      </code>
      <p>{text.step2}</p>
      <CodeForm
        call={confirm}
        labels={text}
        onCode={(code) => confirm.mutate(code, { onSuccess: setCodes })}
      />
    </div>
  );
}

/** /charity/two-step «التحقق بخطوتين»: enrol (an admin must before anything else), or see it is on. */
export function StaffFactorPage() {
  const staff = useStaffSession();
  if (!staff) return null;
  return (
    <section aria-labelledby="factor-title" className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6">
      <h1 id="factor-title" className="text-2xl font-bold text-brand-900">
        {text.title}
      </h1>
      <p className="text-muted">{text.lead}</p>
      {staff.session === 'enrol' && <p className="font-bold text-brand-900">{text.required}</p>}
      {staff.factor_enrolled ? <p className="font-bold text-brand-800">{text.enabled}</p> : <Enrolment />}
    </section>
  );
}
