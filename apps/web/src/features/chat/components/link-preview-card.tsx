import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useLinkPreview } from "../api/link-preview";

/** spec 2 §3 link preview {image, description, title, link} under a message that holds a link. */
export function LinkPreviewCard({ link }: { readonly link: string }) {
  const preview = useLinkPreview(link).data;
  if (preview === undefined || preview === null) return null;
  return (
    <Link
      href={preview.link || link}
      target="_blank"
      rel="noopener noreferrer"
      underline="none"
      aria-label={`Link preview: ${preview.title || link}`}
      sx={{
        display: "block",
        mt: 0.75,
        maxWidth: 320,
        borderRadius: 1.5,
        overflow: "hidden",
        bgcolor: "background.paper",
        color: "text.primary",
        border: 1,
        borderColor: "divider",
      }}
    >
      {preview.image !== "" && (
        <Box
          component="img"
          src={preview.image}
          alt=""
          sx={{ display: "block", width: "100%", maxHeight: 160, objectFit: "cover" }}
        />
      )}
      <Box sx={{ p: 1 }}>
        {preview.title !== "" && (
          <Typography variant="subtitle2" component="p">
            {preview.title}
          </Typography>
        )}
        {preview.description !== "" && (
          <Typography variant="caption" color="text.secondary" component="p">
            {preview.description}
          </Typography>
        )}
      </Box>
    </Link>
  );
}
