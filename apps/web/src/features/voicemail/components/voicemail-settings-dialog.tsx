import CloseRoundedIcon from "@mui/icons-material/CloseRounded";
import Alert from "@mui/material/Alert";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { SwitchRow } from "../../../shared/ui/switch-row";
import { useAccessClaims } from "../../auth/commands";
import {
  useSaveVoicemailSettings,
  useVoicemailDefaults,
  useVoicemailSettings,
} from "../api/voicemail-settings";
import { ringTimeChoices, shownVoicemailSettings } from "../model/voicemail-settings";
import { voicemailTexts } from "../model/voicemail-texts";

interface VoicemailSettingsDialogProps {
  readonly onClose: () => void;
}

/**
 * The user's voicemail settings (issue 12), a lazy part of the visual voicemail: each control is saved
 * as soon as it changes; what the user never chose shows the default.
 */
export function VoicemailSettingsDialog({ onClose }: VoicemailSettingsDialogProps) {
  const phone = useAccessClaims()?.phone ?? "";
  const stored = useVoicemailSettings(phone);
  const defaults = useVoicemailDefaults();
  const save = useSaveVoicemailSettings(phone);
  const shown = shownVoicemailSettings(stored.data ?? {}, defaults.data);

  return (
    <Dialog open onClose={onClose} aria-labelledby="voicemail-settings-title" fullWidth maxWidth="xs">
      <DialogTitle id="voicemail-settings-title" sx={{ pr: 7 }}>
        {voicemailTexts.settings}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: "absolute", right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        {stored.isPending || defaults.isPending ? (
          <Stack spacing={1} aria-hidden>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rounded" height={48} />
            ))}
          </Stack>
        ) : stored.isError || defaults.isError ? (
          <Alert severity="error">{voicemailTexts.settingsLoadFailed}</Alert>
        ) : (
          <Stack spacing={2}>
            <SwitchRow
              label={voicemailTexts.enabledLabel}
              description={voicemailTexts.enabledHint}
              checked={shown.enabled}
              onChange={(enabled) => save.mutate({ enabled })}
            />
            {/* Native select: quick, and the phone's own picker on phones. */}
            <TextField
              select
              size="small"
              label={voicemailTexts.ringTimeLabel}
              value={String(shown.noAnswerSeconds)}
              disabled={!shown.enabled}
              slotProps={{ select: { native: true } }}
              onChange={(event) => save.mutate({ noAnswerSeconds: Number(event.target.value) })}
            >
              {ringTimeChoices(shown.noAnswerSeconds).map((seconds) => (
                <option key={seconds} value={String(seconds)}>
                  {seconds} seconds
                </option>
              ))}
            </TextField>
            <SwitchRow
              label={voicemailTexts.emailLabel}
              description={voicemailTexts.emailHint}
              checked={shown.emailRecording}
              onChange={(emailRecording) => save.mutate({ emailRecording })}
            />
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
