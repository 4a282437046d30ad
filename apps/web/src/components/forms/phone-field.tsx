import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';

interface PhoneFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  /** the keyboard a phone shows: digits only (default), or the dialler's with + and * */
  inputMode?: 'numeric' | 'tel';
}

/**
 * An Egyptian mobile number (`msisdn`), typed left to right and filled from the browser's saved
 * phone: the donation and schedule forms, the profile and the creation of a campaign.
 */
export function PhoneField({ inputMode = 'numeric', ...field }: PhoneFieldProps) {
  return <FormField type="tel" inputMode={inputMode} autoComplete="tel" dir="ltr" {...field} />;
}
