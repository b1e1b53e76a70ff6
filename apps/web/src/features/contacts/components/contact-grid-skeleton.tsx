import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { contactGridSx } from "./contact-grid";

/** The cards' shapes while the phone book loads. */
export function ContactGridSkeleton() {
  return (
    <Box sx={contactGridSx} role="progressbar" aria-label="Loading contacts">
      {[0, 1, 2, 3, 4, 5].map((card) => (
        <Card key={card} sx={{ p: 2 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 2 }}>
            <Skeleton variant="circular" width={44} height={44} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="70%" />
              <Skeleton width="45%" />
            </Box>
          </Stack>
          <Skeleton width="55%" />
          <Skeleton width="50%" />
        </Card>
      ))}
    </Box>
  );
}
