import CloseRoundedIcon from "@mui/icons-material/CloseRounded";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useState } from "react";
import { AudioTab } from "./audio-tab";
import { CameraTab } from "./camera-tab";
import { ColourModeTab } from "./colour-mode-tab";
import { FeatureToggles } from "./feature-toggles";

const tabs = [
  { id: "colour", label: "Colour Mode", Panel: ColourModeTab },
  { id: "audio", label: "Audio", Panel: AudioTab },
  { id: "camera", label: "Camera", Panel: CameraTab },
] as const;
type TabId = (typeof tabs)[number]["id"];

interface SystemSettingsDialogProps {
  readonly onClose: () => void;
}

/**
 * spec 1 §2 System Settings dialog (a lazy chunk). Only the open tab is mounted, so the microphone
 * meter and the camera preview release their devices when left or when the dialog closes.
 */
export function SystemSettingsDialog({ onClose }: SystemSettingsDialogProps) {
  const [tab, setTab] = useState<TabId>("colour");
  const active = tabs.find((entry) => entry.id === tab) ?? tabs[0];

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="system-settings-title"
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      <DialogTitle id="system-settings-title" sx={{ pr: 7 }}>
        System Settings
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: "absolute", right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        <FeatureToggles />
        <Divider sx={{ my: 2 }} />
        <Tabs
          value={tab}
          onChange={(_, value: TabId) => setTab(value)}
          aria-label="Settings sections"
          variant="fullWidth"
        >
          {tabs.map((entry) => (
            <Tab
              key={entry.id}
              value={entry.id}
              label={entry.label}
              id={`settings-tab-${entry.id}`}
              aria-controls={`settings-panel-${entry.id}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`settings-panel-${active.id}`}
          aria-labelledby={`settings-tab-${active.id}`}
          sx={{ pt: 3, minHeight: 300 }}
        >
          <active.Panel />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
