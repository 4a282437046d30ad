import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@athar/contract/about/contact';
import { apiSend } from '../../../lib/api-client';

/** POST /api/about/contactus {name, msisdn, from, message} */
export function sendContact(input: ContactInput) {
  return apiSend<never[]>('POST', '/api/about/contactus', input);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
