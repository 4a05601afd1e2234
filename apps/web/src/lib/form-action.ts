import 'server-only';

/**
 * The boundary of a form's server action (issue 35 item 11). A browser posts the form as FormData,
 * but anyone can post any arguments to an action's id: a string or nothing where the form goes made
 * the action throw, a 500. Here anything that is not a FormData reads as an empty form, so the
 * action answers what it answers any incomplete form (its fields "required", or nothing done).
 * The form is the action's last parameter; the state before it (React's useActionState) is passed
 * on as sent, and no action reads it.
 */
export function formAction<A extends unknown[], R>(
  action: (...args: [...A, FormData]) => Promise<R>,
): (...args: [...A, FormData]) => Promise<R> {
  const at = action.length - 1;
  return async (...args) => {
    const before = Array.from({ length: at }, (_, i) => args[i]);
    const form = args[at];
    return action(...([...before, form instanceof FormData ? form : new FormData()] as [...A, FormData]));
  };
}
