import CloseRoundedIcon from "@mui/icons-material/CloseRounded";
import DeleteOutlineRoundedIcon from "@mui/icons-material/DeleteOutlineRounded";
import PhotoLibraryRoundedIcon from "@mui/icons-material/PhotoLibraryRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import { AVATAR_ZOOM, avatarTexts } from "@mobex/contracts/avatar";
import { useEffect, useState } from "react";
import type { Area } from "react-easy-crop";
import { ONGOING_UPLOADS_TEXT, useOngoingUploadGuard } from "../../../shared/lib/ongoing-uploads";
import { useAvatarHash } from "../api/get-avatar-hash";
import { useAvatarSave } from "../hooks/use-avatar-save";
import { openImageFile, type ChosenImage } from "../model/image-file";
import { AvatarCropper } from "./avatar-cropper";
import { AvatarDropZone } from "./avatar-drop-zone";

export interface AvatarDialogProps {
  readonly open: boolean;
  /** The own phone number: only one's own picture can be changed. */
  readonly phone: string;
  readonly onClose: () => void;
}

/**
 * spec 1 §2 Avatar dialog: drop or select one JPEG/PNG, crop it (250 px, radius 15), zoom 1–3, save
 * (compressed to about 0.1 MB, at most 1024 px) or remove the picture. Closes after a save with the
 * zoom reset; 'Error on upload image' when the upload fails. While the upload runs, closing the
 * dialog or the page says 'You still have ongoing uploads!' instead (spec 1 §9).
 */
export function AvatarDialog({ open, phone, onClose }: AvatarDialogProps) {
  const hasPicture = useAvatarHash(phone) !== "";
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [zoom, setZoom] = useState<number>(AVATAR_ZOOM.min);
  const [area, setArea] = useState<Area | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const save = useAvatarSave(phone);
  const [closeRefused, setCloseRefused] = useState(false);
  useOngoingUploadGuard(save.isPending);

  // The object URL lives as long as the picture is on screen.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const reset = () => {
    setChosen(null);
    setZoom(AVATAR_ZOOM.min);
    setArea(null);
    setRejection(null);
    setCloseRefused(false);
    save.reset();
  };
  const handleClose = () => {
    if (save.isPending) {
      setCloseRefused(true);
      return;
    }
    reset();
    onClose();
  };
  const handleFile = (file: File) => {
    setRejection(null);
    save.reset();
    openImageFile(file).then(
      (image) => {
        setZoom(AVATAR_ZOOM.min);
        setChosen(image);
      },
      // Named .jpg or .png but not a picture the browser can decode.
      () => setRejection(avatarTexts.wrongType),
    );
  };
  const handleSave = () => {
    if (!chosen || !area) return;
    save.mutate({ kind: "save", image: chosen.image, area }, { onSuccess: handleClose });
  };
  const handleRemove = () => save.mutate({ kind: "remove" }, { onSuccess: handleClose });

  return (
    <Dialog open={open} onClose={handleClose} aria-labelledby="avatar-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="avatar-dialog-title" sx={{ pr: 7 }}>
        Change profile picture
      </DialogTitle>
      <IconButton aria-label="Close" onClick={handleClose} sx={{ position: "absolute", right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        <AvatarDropZone
          onFile={handleFile}
          onRejected={setRejection}
          renderChosen={
            chosen
              ? (openPicker) => (
                  <>
                    <AvatarCropper
                      imageUrl={chosen.url}
                      zoom={zoom}
                      onZoomChange={setZoom}
                      onCropComplete={setArea}
                    />
                    <Box sx={{ display: "flex", justifyContent: "center" }}>
                      <Button size="small" startIcon={<PhotoLibraryRoundedIcon />} onClick={openPicker}>
                        Choose another image
                      </Button>
                    </Box>
                  </>
                )
              : null
          }
        />
        {rejection !== null && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {rejection}
          </Alert>
        )}
        {closeRefused && save.isPending && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {ONGOING_UPLOADS_TEXT}
          </Alert>
        )}
        {save.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {save.variables.kind === "remove" ? avatarTexts.removeFailed : avatarTexts.uploadFailed}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {hasPicture && (
          <Button
            color="error"
            startIcon={<DeleteOutlineRoundedIcon />}
            onClick={handleRemove}
            disabled={save.isPending}
            sx={{ mr: "auto" }}
          >
            Remove picture
          </Button>
        )}
        <Button onClick={handleClose}>Cancel</Button>
        <Button variant="contained" onClick={handleSave} disabled={!chosen || !area} loading={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
