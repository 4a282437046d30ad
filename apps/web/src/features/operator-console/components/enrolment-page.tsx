import { useState } from 'react';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import { AuthCard } from '../../../components/auth-card';
import { textLink } from '../../../components/button-classes';
import { ErrorState } from '../../../components/error-state';
import { AuthForm } from '../../../components/forms/auth-form';
import { PageSpinner } from '../../../components/spinner';
import { firstItem } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { finishEnrolment, useConfirmEnrolment, useEnrolment } from '../api/operator-auth';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { CodeField, useCodeForm } from './code-field';
import { FactorSecret } from './factor-secret';
import { RecoveryCodes } from './recovery-codes';

const text = operatorConsoleMessages.enrol;

/** SVG markup from our own server, shown as a picture (never put into the page as HTML). */
const svgPicture = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The first login's enrolment: the authenticator app takes the secret (QR code, or typed by hand), its
 * first code confirms it, and the ten recovery codes are shown once before the console opens.
 */
export function EnrolmentPage({ profile }: { profile: OperatorProfile }) {
  useDataDocumentTitle(operatorConsoleMessages.pages.enrol);
  const enrolment = useEnrolment(profile.id);
  const confirm = useConfirmEnrolment();
  const form = useCodeForm();
  const [confirmed, setConfirmed] = useState<{ codes: string[]; message: string } | null>(null);

  if (confirmed)
    return (
      <RecoveryCodes
        codes={confirmed.codes}
        email={profile.email}
        message={confirmed.message}
        onContinue={() => finishEnrolment(profile)}
      />
    );

  const onSubmit = form.handleSubmit(({ code }) =>
    confirm.mutate(code, {
      onSuccess: (answer) =>
        setConfirmed({ codes: firstItem(answer).recovery_codes, message: answer.message }),
    }),
  );

  return (
    <AuthCard title={text.title} lead={text.lead}>
      <ol className="mb-6 list-decimal space-y-1 ps-5 text-ink">
        {text.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {enrolment.isPending ? (
        <PageSpinner label={text.preparing} />
      ) : enrolment.isError ? (
        <ErrorState message={errorMessage(enrolment.error)} onRetry={() => void enrolment.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <div className="flex flex-col items-center gap-2">
            <img
              src={svgPicture(enrolment.data.qr_svg)}
              alt={text.qrAlt}
              width={208}
              height={208}
              className="size-52 rounded-xl bg-white p-2 ring-1 ring-brand-100"
            />
            <a href={enrolment.data.otpauth_uri} className={`${textLink} text-sm`}>
              {text.openApp}
            </a>
          </div>
          <FactorSecret secret={enrolment.data.secret} />
          <AuthForm
            onSubmit={onSubmit}
            call={confirm}
            labels={text}
            blocked={Object.keys(form.formState.errors).length > 0}
          >
            <CodeField form={form} />
          </AuthForm>
        </div>
      )}
    </AuthCard>
  );
}
