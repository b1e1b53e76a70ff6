import { ErrorToast } from "../../../shared/ui/error-toast";
import { callTransitions, useCallStore } from "../model/call-store";

// spec 1 §9: "dial error toast 5 s".
const DIAL_ERROR_MS = 5_000;

/**
 * "Please enter a number to dial" and the other reasons nothing was dialled; and a placed call
 * that failed, in plain words with whom it was for and the phone system's answer (issue 9).
 */
export function DialErrorToast() {
  const error = useCallStore((state) => state.dialError);
  if (error === null) return null;
  return (
    <ErrorToast
      key={error.at}
      message={error.message}
      detail={error.detail}
      autoHideMs={DIAL_ERROR_MS}
      onClose={callTransitions.dialErrorClosed}
    />
  );
}
