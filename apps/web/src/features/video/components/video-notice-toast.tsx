import { videoTexts } from "@mobex/contracts/video";
import { ErrorToast } from "../../../shared/ui/error-toast";
import { useVideoCallStore, videoCallTransitions } from "../model/video-call-store";

/**
 * Why a video call ended or did not start (spec 1 §5, §8 Video), wherever the user is, until they
 * close it or place the next call: it may say that the colleague declined.
 */
export function VideoNoticeToast() {
  const notice = useVideoCallStore((state) => state.notice);
  if (notice === null) return null;
  return <ErrorToast message={videoTexts[notice]} onClose={videoCallTransitions.noticeDismissed} />;
}
