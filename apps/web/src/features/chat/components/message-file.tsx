import DownloadRoundedIcon from "@mui/icons-material/DownloadRounded";
import InsertDriveFileRoundedIcon from "@mui/icons-material/InsertDriveFileRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { SharedFile } from "../../../services/xmpp/file-element";
import { attachmentBlob } from "../api/attachments";
import { useChatStore } from "../model/chat-store";

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function download(file: SharedFile): Promise<void> {
  const blob = await attachmentBlob(useChatStore.getState().myPhone, file);
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = file.name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** spec 2 §3 file body: the image's thumbnail, or the file's name and size, and a download. */
export function MessageFile({ file }: { readonly file: SharedFile }) {
  return (
    <Stack spacing={0.75} sx={{ mt: 0.5 }}>
      {file.thumbnail !== "" ? (
        <Box
          component="img"
          src={file.thumbnail}
          alt={file.name}
          sx={{ display: "block", maxWidth: 200, maxHeight: 200, borderRadius: 1.5 }}
        />
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <InsertDriveFileRoundedIcon fontSize="small" />
          <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
            {file.name}
          </Typography>
        </Stack>
      )}
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<DownloadRoundedIcon />}
        aria-label={`Download ${file.name}`}
        // spec 2 §8: "Media download failure: logged only."
        onClick={() =>
          void download(file).catch((error: unknown) => console.warn("chat download failed", error))
        }
      >
        {sizeOf(file.size)}
      </Button>
    </Stack>
  );
}
