import { useEffect } from "react";
import { useProfile } from "../api/get-profile";
import { logout } from "../model/logout";

/** spec 1 §4: "An empty webrtc_id in the profile causes logout". */
export function useProfileWatch(): void {
  const webrtcId = useProfile().data?.webrtc_id;
  useEffect(() => {
    if (webrtcId === "") void logout();
  }, [webrtcId]);
}
