// Leaving the open form inside the app (a link, Back, a typed address) asks the form first: one guard at a time.
type Guard = (to: string) => boolean;

let current: Guard | undefined;

export function setLeaveGuard(guard: Guard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = undefined;
  };
}

/** A form with unsaved changes answers false and asks the maintainer. */
export const mayLeave = (to: string): boolean => current?.(to) ?? true;
