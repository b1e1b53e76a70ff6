import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { isVideoCallActive, useVideoCallStore } from "../model/video-call-store";

/** spec 1 §2 `video` route: "Entered when a video call exists; left for the empty route when it ends." */
export function useVideoRoute(): void {
  const active = useVideoCallStore(isVideoCallActive);
  const navigate = useNavigate();
  const onVideoRoute = useLocation().pathname === "/video";
  const wasActive = useRef(active);
  useEffect(() => {
    if (active === wasActive.current) return;
    wasActive.current = active;
    if (active && !onVideoRoute) void navigate("/video");
    if (!active && onVideoRoute) void navigate("/", { replace: true });
  }, [active, onVideoRoute, navigate]);
}
