import { LazyReauthDialog } from "../../features/auth/components/lazy-reauth-dialog";
import { SessionWatch } from "../../features/auth/components/session-watch";
import { LazyChatService } from "../../features/chat/commands";
import { DialCandidatesSource, useCallStore, useHasLiveCall } from "../../features/calls/commands";
import { DiagnosticsService } from "../../features/diagnostics/components/diagnostics-service";
import { AccountButton } from "../../features/settings/components/account-button";
import { ShellLayout } from "../../features/shell/components/shell-layout";
import { LiveCallSource, setUnreadTotal } from "../../features/shell/commands";
import { VideoService } from "../../features/video/commands";
import { QueryProvider } from "../../shared/api/query-provider";
import { useDirectoryCandidates } from "../use-directory-candidates";

/**
 * The shell as composed for a signed-in user: the settings feature's avatar, the auth overlays, the
 * server state every signed-in screen reads, the board's and phone book's numbers for the dial
 * field, whether a call is up for the screens that recover by reloading, and the video signalling
 * once the phone is "Ready for calls" (issue 11).
 */
export function SignedInLayout() {
  const phoneReady = useCallStore((state) => state.registration === "registered");
  return (
    <QueryProvider>
      <DialCandidatesSource value={useDirectoryCandidates}>
        <LiveCallSource value={useHasLiveCall}>
          <ShellLayout
            account={<AccountButton />}
            overlays={
              <>
                <SessionWatch />
                <LazyReauthDialog />
                <DiagnosticsService />
                <VideoService phoneReady={phoneReady} />
                <LazyChatService phoneReady={phoneReady} onUnreadTotal={setUnreadTotal} />
              </>
            }
          />
        </LiveCallSource>
      </DialCandidatesSource>
    </QueryProvider>
  );
}
