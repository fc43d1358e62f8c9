import { useCallback, useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';

interface Held {
  isDirty: boolean;
  isSubmitting: boolean;
  isSubmitSuccessful: boolean;
}

/**
 * What the subscription follows. The form's state is given to it only when a change names one of
 * these; saving names isSubmitting and isSubmitSuccessful, which the types of `subscribe` leave out.
 */
const FOLLOWED = { values: true, isDirty: true, isSubmitting: true, isSubmitSuccessful: true };

/**
 * Whether the form around holds changes not saved, read when someone tries to leave. The form's state
 * as React draws it lags behind the keyboard: after a first Save, a change is validated before the
 * form says it is dirty, and a click can come in between. The form's own subscription says so as the
 * value changes.
 */
export function useFormUnsaved(): () => boolean {
  const { subscribe, formState } = useFormContext();
  const held = useRef<Held>({
    isDirty: formState.isDirty,
    isSubmitting: formState.isSubmitting,
    isSubmitSuccessful: formState.isSubmitSuccessful,
  });
  useEffect(
    () =>
      subscribe({
        formState: FOLLOWED,
        callback: ({ isDirty, isSubmitting, isSubmitSuccessful }) => {
          held.current = {
            isDirty: !!isDirty,
            isSubmitting: !!isSubmitting,
            isSubmitSuccessful: !!isSubmitSuccessful,
          };
        },
      }),
    [subscribe],
  );
  return useCallback(() => {
    const { isDirty, isSubmitting, isSubmitSuccessful } = held.current;
    return isDirty && !isSubmitting && !isSubmitSuccessful;
  }, []);
}
