import AddPhotoAlternateRoundedIcon from "@mui/icons-material/AddPhotoAlternateRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { AVATAR_MAX_BYTES, avatarTexts } from "@mobex/contracts/avatar";
import type { ReactNode } from "react";
import { useDropzone } from "react-dropzone";
import { rejectionText } from "../model/drop-rejection";

// spec 1 §5: "JPEG or PNG only, maximum 20 MB … one file only".
const ACCEPT = { "image/jpeg": [".jpg", ".jpeg"], "image/png": [".png"] };

interface AvatarDropZoneProps {
  readonly onFile: (file: File) => void;
  readonly onRejected: (message: string) => void;
  /** The cropper once a picture is chosen (given the file picker); null shows the empty drop target. */
  readonly renderChosen: ((openPicker: () => void) => ReactNode) | null;
}

/** spec 1 §2 Avatar dialog: "Drop or select one image"; the whole area takes a drop. */
export function AvatarDropZone({ onFile, onRejected, renderChosen }: AvatarDropZoneProps) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    maxSize: AVATAR_MAX_BYTES,
    maxFiles: 1,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    // Several files dropped at once are refused as a whole (spec 1 §5: "one file only"), although
    // the library would keep the first.
    onDrop: (accepted, rejections) => {
      const [file] = accepted;
      if (rejections.length > 0) onRejected(rejectionText(rejections));
      else if (file) onFile(file);
    },
  });

  return (
    <Box {...getRootProps()} sx={{ position: "relative" }}>
      <input {...getInputProps({ "aria-label": "Profile picture file" })} />
      {renderChosen ? (
        renderChosen(open)
      ) : (
        <Box
          sx={(theme) => ({
            height: 300,
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            justifyContent: "center",
            gap: 1.5,
            borderRadius: 3,
            border: `2px dashed ${isDragActive ? theme.palette.primary.main : theme.palette.divider}`,
            bgcolor: isDragActive ? alpha(theme.palette.primary.main, 0.08) : "action.hover",
            transition: theme.transitions.create(["background-color", "border-color"]),
          })}
        >
          <AddPhotoAlternateRoundedIcon sx={{ fontSize: 48, color: "primary.main" }} />
          <Typography variant="subtitle1">
            {isDragActive ? "Drop the image here" : "Drag an image here"}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            or
          </Typography>
          <Button variant="contained" onClick={open}>
            Select image
          </Button>
          <Typography variant="caption" color="textSecondary" sx={{ mt: 1 }}>
            {avatarTexts.hint}
          </Typography>
        </Box>
      )}
      {renderChosen && isDragActive && (
        <Box
          sx={(theme) => ({
            position: "absolute",
            inset: 0,
            borderRadius: 3,
            border: `2px dashed ${theme.palette.primary.main}`,
            bgcolor: alpha(theme.palette.background.paper, 0.7),
            display: "grid",
            placeItems: "center",
            zIndex: 2,
          })}
        >
          <Typography variant="subtitle1">Drop the image here</Typography>
        </Box>
      )}
    </Box>
  );
}
