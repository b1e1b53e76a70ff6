import { useAccessClaims, useProfile } from "../../auth/commands";
import { useNewVoicemailCount } from "../api/check-new";

/** New voicemails in the signed-in user's mailbox (spec 1 §7 messages/checknew); undefined until known. */
export function useMyNewVoicemails(): number | undefined {
  const phone = useAccessClaims()?.phone ?? "";
  const mailbox = useProfile().data?.mailbox;
  return useNewVoicemailCount(phone, mailbox);
}
