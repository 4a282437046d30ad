import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/forms/form-field';

interface DonorContactFieldsProps {
  /** the form's own words for the name, the e-mail and the e-mail's hints */
  text: { name: string; email: string; emailLocked: string; emailHint?: string };
  name: { registration: UseFormRegisterReturn; error?: string | undefined };
  email: { registration: UseFormRegisterReturn; error?: string | undefined };
  /** a logged-in donor: the e-mail is their account's and cannot be changed here */
  locked: boolean;
}

/** Who gives, on the donation and the schedule forms: the name and the e-mail the receipt goes to. */
export function DonorContactFields({ text, name, email, locked }: DonorContactFieldsProps) {
  return (
    <>
      <FormField label={text.name} autoComplete="name" {...name} />
      <FormField
        label={text.email}
        type="email"
        autoComplete="email"
        dir="ltr"
        readOnly={locked}
        hint={locked ? text.emailLocked : text.emailHint}
        {...email}
      />
    </>
  );
}
