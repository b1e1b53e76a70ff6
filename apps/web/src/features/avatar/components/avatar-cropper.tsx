import ZoomInRoundedIcon from "@mui/icons-material/ZoomInRounded";
import ZoomOutRoundedIcon from "@mui/icons-material/ZoomOutRounded";
import Box from "@mui/material/Box";
import Slider from "@mui/material/Slider";
import Stack from "@mui/material/Stack";
import { AVATAR_CROP_RADIUS, AVATAR_CROP_SIZE, AVATAR_ZOOM } from "@mobex/contracts/avatar";
import { useState } from "react";
import Cropper, { type Area } from "react-easy-crop";

interface AvatarCropperProps {
  readonly imageUrl: string;
  readonly zoom: number;
  readonly onZoomChange: (zoom: number) => void;
  readonly onCropComplete: (area: Area) => void;
}

const CROP_SIZE = { width: AVATAR_CROP_SIZE, height: AVATAR_CROP_SIZE };
const STEPS_PER_UNIT = Math.round(1 / AVATAR_ZOOM.step);

/** On the 0.1 grid (the slider's 1.1 + 0.1 + … drifts to 1.5000000000000004; the wheel is free). */
export const snapZoom = (zoom: number): number =>
  Math.min(AVATAR_ZOOM.max, Math.max(AVATAR_ZOOM.min, Math.round(zoom * STEPS_PER_UNIT) / STEPS_PER_UNIT));

/** spec 1 §2: "crop at 250 px with circular corner radius 15, zoom slider 1 to 3 in steps of 0.1". */
export function AvatarCropper({ imageUrl, zoom, onZoomChange, onCropComplete }: AvatarCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  return (
    <Box>
      <Box
        sx={{ position: "relative", height: 320, borderRadius: 3, overflow: "hidden", bgcolor: "grey.900" }}
      >
        <Cropper
          image={imageUrl}
          crop={crop}
          zoom={zoom}
          minZoom={AVATAR_ZOOM.min}
          maxZoom={AVATAR_ZOOM.max}
          zoomSpeed={0.2}
          aspect={1}
          cropSize={CROP_SIZE}
          cropShape="rect"
          showGrid={false}
          objectFit="cover"
          onCropChange={setCrop}
          onZoomChange={(value) => onZoomChange(snapZoom(value))}
          onCropComplete={(_, pixels) => onCropComplete(pixels)}
          style={{
            cropAreaStyle: { borderRadius: AVATAR_CROP_RADIUS, border: "2px solid rgba(255,255,255,0.9)" },
          }}
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", px: 1, pt: 2 }}>
        <ZoomOutRoundedIcon color="action" />
        <Slider
          aria-label="Zoom"
          value={zoom}
          min={AVATAR_ZOOM.min}
          max={AVATAR_ZOOM.max}
          step={AVATAR_ZOOM.step}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value.toFixed(1)}×`}
          onChange={(_, value) => onZoomChange(snapZoom(value))}
        />
        <ZoomInRoundedIcon color="action" />
      </Stack>
    </Box>
  );
}
