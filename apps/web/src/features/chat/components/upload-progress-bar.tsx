import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ChatUpload } from "../model/chat-store";

/** Whole percent of the upload's bytes sent; 0 until the request's size is known. */
export function uploadPercent(upload: ChatUpload): number {
  return upload.totalBytes === 0
    ? 0
    : Math.min(100, Math.floor((upload.sentBytes * 100) / upload.totalBytes));
}

/** spec 2 §4 "Upload: shows progress per conversation": how much of the file has gone, in percent of its bytes. */
export function UploadProgressBar({ upload }: { readonly upload: ChatUpload }) {
  const percent = uploadPercent(upload);
  return (
    <Stack sx={{ px: 2, py: 0.5 }}>
      <Stack direction="row" sx={{ justifyContent: "space-between" }}>
        <Typography variant="caption" color="text.secondary" noWrap>{`Uploading ${upload.name}`}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: "tabular-nums" }}>
          {`${percent}%`}
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label={`Uploading ${upload.name}`} />
    </Stack>
  );
}
