import { contactRoute } from '@athar/contract/routes/about';
import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@athar/contract/about/contact';
import { call } from '../../../lib/api-client';

/** POST /api/about/contactus {name, msisdn, from, message} */
export function sendContact(input: ContactInput) {
  return call(contactRoute, { body: input });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
