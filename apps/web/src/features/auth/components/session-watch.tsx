import { useProfileWatch } from "../hooks/use-profile-watch";

/** Keeps the signed-in session honest while the shell is shown (spec 1 §4: empty webrtc_id logs out). */
export function SessionWatch() {
  useProfileWatch();
  return null;
}
