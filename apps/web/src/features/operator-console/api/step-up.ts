import { useMutation } from '@tanstack/react-query';
import { operatorStepUpRoute } from '@athar/contract/routes/operator';
import { showApiError } from '../../../lib/query-client';
import { operatorCall } from './operator-client';

/** The operator closed the step-up dialog: the sensitive action is not done, and nothing is wrong. */
export class StepUpCancelled extends Error {
  override readonly name = 'StepUpCancelled';
}

/** A sensitive action's refusal in the global banner; a step-up the operator cancelled says nothing. */
export function showSensitiveRefusal(error: unknown): void {
  if (!(error instanceof StepUpCancelled)) showApiError(error);
}

/** POST /api/operator/auth/step-up — a fresh code opens sensitive actions for five minutes. */
export function useStepUpCall() {
  return useMutation({
    mutationFn: (code: string) => operatorCall(operatorStepUpRoute, { body: { code } }),
    meta: { globalError: false },
  });
}
