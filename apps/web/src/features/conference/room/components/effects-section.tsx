import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { useDropzone } from "react-dropzone";
import { chooseBackgroundFile, chooseEffect, showEffectNotice } from "../model/video-effect-choice";
import {
  BACKGROUND_FILE_MAX_BYTES,
  VIDEO_EFFECTS,
  type VideoEffect,
  backgroundRejectionText,
  effectLabels,
} from "../model/video-effect-settings";
import { useVideoEffectStore } from "../model/video-effect-store";

/** spec 2 §2 Settings "apply effects": none, blur or an image, chosen or dropped (spec 2 §5). */
export function EffectsSection() {
  const effect = useVideoEffectStore((state) => state.effect);
  const background = useVideoEffectStore((state) => state.background);
  const status = useVideoEffectStore((state) => state.status);
  const notice = useVideoEffectStore((state) => state.notice);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { "image/*": [] },
    maxSize: BACKGROUND_FILE_MAX_BYTES,
    maxFiles: 1,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejections) => {
      const [file] = accepted;
      if (rejections.length > 0)
        showEffectNotice({ text: backgroundRejectionText(rejections), severity: "error" });
      else if (file !== undefined) void chooseBackgroundFile(file);
    },
  });

  const handleEffect = (next: VideoEffect | null) => {
    if (next === null) return;
    if (next === "image" && background === null) open();
    else void chooseEffect(next);
  };

  return (
    <Stack spacing={1} {...getRootProps()}>
      <Typography variant="subtitle2">Apply effects</Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={effect}
        onChange={(_, next: VideoEffect | null) => handleEffect(next)}
        aria-label="Background effect"
      >
        {VIDEO_EFFECTS.map((value) => (
          <ToggleButton key={value} value={value}>
            {effectLabels[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <input {...getInputProps({ "aria-label": "Background image file" })} />
      <Box
        sx={(theme) => ({
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          gap: 1,
          p: 1,
          borderRadius: 1,
          border: `1px dashed ${isDragActive ? theme.palette.primary.main : theme.palette.divider}`,
          bgcolor: isDragActive ? alpha(theme.palette.primary.main, 0.08) : "transparent",
        })}
      >
        {background !== null && (
          <Box
            component="img"
            src={background}
            alt="Background image"
            sx={{ width: 48, height: 27, objectFit: "cover", borderRadius: 0.5 }}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, whiteSpace: "nowrap" }}>
          {isDragActive ? "Drop the image here" : "Drop an image or"}
        </Typography>
        <Button size="small" onClick={open} sx={{ whiteSpace: "nowrap" }}>
          Choose image
        </Button>
      </Box>
      {status === "starting" && <LinearProgress aria-label="Starting the background effect" />}
      {notice !== null && (
        <Alert severity={notice.severity} onClose={() => showEffectNotice(null)}>
          {notice.text}
        </Alert>
      )}
    </Stack>
  );
}
