import ErrorOutlineRoundedIcon from "@mui/icons-material/ErrorOutlineRounded";
import PhoneCallbackRoundedIcon from "@mui/icons-material/PhoneCallbackRounded";
import SettingsRoundedIcon from "@mui/icons-material/SettingsRounded";
import VoicemailRoundedIcon from "@mui/icons-material/VoicemailRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { VoicemailMessage } from "@mobex/contracts/voicemail-box";
import { lazy, Suspense, useCallback, useState } from "react";
import { usePhoneLayout } from "../../../shared/theme/use-phone-layout";
import { EmptyState } from "../../../shared/ui/empty-state";
import { useAccessClaims } from "../../auth/commands";
import { dialNumber } from "../../calls/commands";
import { useDeleteVoicemail, useMarkHeard } from "../api/voicemail-changes";
import { useVoicemailList } from "../api/voicemail-list";
import { useVoicemailDownload } from "../hooks/use-voicemail-download";
import { useVoicemailPlayer } from "../hooks/use-voicemail-player";
import { unheardCount } from "../model/voicemail-list";
import { VOICEMAIL_CODE } from "../model/voicemail-code";
import { voicemailTexts } from "../model/voicemail-texts";
import { DeleteVoicemailDialog } from "./delete-voicemail-dialog";
import { VoicemailItem } from "./voicemail-item";

// Loaded on the first click only: most visits just play messages.
const VoicemailSettingsDialog = lazy(async () => ({
  default: (await import("./voicemail-settings-dialog")).VoicemailSettingsDialog,
}));

/**
 * The visual voicemail (issue 12), opened by the app bar's voicemail badge: the user's messages,
 * newest first, played in the page; calling the mailbox (*1) stays one button away.
 */
export function VoicemailPage() {
  const list = useVoicemailList();
  const ownNumber = useAccessClaims()?.phone ?? "";
  const compact = usePhoneLayout();
  const { playback, snapshot } = useVoicemailPlayer();
  const markHeard = useMarkHeard();
  const remove = useDeleteVoicemail();
  const download = useVoicemailDownload();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [deleting, setDeleting] = useState<{ message: VoicemailMessage; caller: string } | null>(null);
  // The player listens to the page's <audio> element; a ref callback of our own hands it over.
  const attachAudio = useCallback((element: HTMLAudioElement | null) => playback.attach(element), [playback]);
  const messages = list.data ?? [];
  const fresh = unheardCount(messages);

  const confirmDelete = () => {
    if (deleting === null) return;
    if (snapshot.currentId === deleting.message.id) playback.stop();
    remove.mutate(deleting.message.id);
    setDeleting(null);
  };

  return (
    <Box sx={{ maxWidth: 880, mx: "auto", px: { xs: 1.5, sm: 4 }, py: { xs: 2, sm: 4 } }}>
      {/* On phones the button goes under the title, clear of the call drawer's handle at the right edge. */}
      <Stack
        direction={{ xs: "column", sm: "row" }}
        sx={{
          alignItems: { xs: "flex-start", sm: "center" },
          justifyContent: "space-between",
          gap: { xs: 1.5, sm: 2 },
          mb: 3,
        }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {voicemailTexts.title}
          </Typography>
          {list.isSuccess && (
            <Typography variant="body2" color="textSecondary">
              {fresh === 0 ? "No new messages" : `${fresh} new`} · {messages.length} in all
            </Typography>
          )}
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
          <Button
            variant="outlined"
            startIcon={<SettingsRoundedIcon />}
            onClick={() => setSettingsOpen(true)}
          >
            {voicemailTexts.settings}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PhoneCallbackRoundedIcon />}
            onClick={() => dialNumber(VOICEMAIL_CODE)}
          >
            {voicemailTexts.callVoicemail}
          </Button>
        </Stack>
      </Stack>
      <Card>
        {list.isPending ? (
          <Stack spacing={1} sx={{ p: 2 }} aria-hidden>
            {[0, 1].map((row) => (
              <Skeleton key={row} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : list.isError ? (
          <EmptyState icon={<ErrorOutlineRoundedIcon />} title={voicemailTexts.loadFailed} tone="error" />
        ) : messages.length === 0 ? (
          <EmptyState
            icon={<VoicemailRoundedIcon />}
            title={voicemailTexts.empty}
            text={voicemailTexts.emptyHint}
          />
        ) : (
          <Box component="ul" aria-label="Voicemail messages" sx={{ m: 0, p: 0 }}>
            {messages.map((message) => (
              <VoicemailItem
                key={message.id}
                message={message}
                ownNumber={ownNumber}
                nowMs={list.dataUpdatedAt}
                playback={playback}
                snapshot={snapshot}
                compact={compact}
                onMarkHeard={(heard) => markHeard.mutate({ id: message.id, heard })}
                onDownload={(caller) => download(message, caller)}
                onDelete={(caller) => setDeleting({ message, caller })}
              />
            ))}
          </Box>
        )}
      </Card>
      {/* The one player of the page: no controls of its own, the rows and the seek bar drive it. */}
      <audio ref={attachAudio} aria-label="Voicemail player" preload="auto" />
      {settingsOpen && (
        <Suspense fallback={null}>
          <VoicemailSettingsDialog onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      <DeleteVoicemailDialog
        caller={deleting?.caller ?? null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Box>
  );
}
