import { createContext, use, useCallback, useRef, useState, type ReactNode } from 'react';
import { needsStepUp } from '../api/operator-client';
import { StepUpCancelled } from '../api/step-up';
import { StepUpDialog } from './step-up-dialog';

/** Runs a sensitive action; asked for a fresh code, it opens the dialog, then runs the action again. */
type WithStepUp = <T>(action: () => Promise<T>) => Promise<T>;

const StepUpContext = createContext<WithStepUp | null>(null);

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}

/** Holds the console's one step-up dialog for every sensitive action below it. */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const waiting = useRef<Waiting | null>(null);

  const withStepUp = useCallback<WithStepUp>(async (action) => {
    try {
      return await action();
    } catch (error) {
      if (!needsStepUp(error)) throw error;
      await new Promise<void>((resolve, reject) => {
        waiting.current = { resolve, reject };
        setOpen(true);
      });
      return action();
    }
  }, []);

  const settle = (how: (waiting: Waiting) => void) => {
    const current = waiting.current;
    waiting.current = null;
    setOpen(false);
    if (current) how(current);
  };

  return (
    <StepUpContext value={withStepUp}>
      {children}
      <StepUpDialog
        open={open}
        onDone={() => settle((current) => current.resolve())}
        onCancel={() => settle((current) => current.reject(new StepUpCancelled()))}
      />
    </StepUpContext>
  );
}

/** The console's step-up around an action (inside StepUpProvider). */
export function useStepUp(): WithStepUp {
  const withStepUp = use(StepUpContext);
  if (!withStepUp) throw new Error('useStepUp needs a StepUpProvider');
  return withStepUp;
}
