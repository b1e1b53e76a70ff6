import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useProfile } from "../../auth/commands";
import { greetingFor, longDate } from "../model/greeting";
import { LineDetails } from "./line-details";
import { MyLineLabel, useMyLine, HomeDialpad } from "../../calls/commands";

/**
 * spec 1 §2 route "/": home — the dialpad ("Details of the home dialler beyond the dialpad: not
 * shown"), with a greeting and the user's line as the profile reports it.
 */
export function HomePage() {
  const profile = useProfile().data;
  const line = useMyLine();
  const now = new Date();
  const firstName = profile?.name.split(/\s+/)[0];

  return (
    <Box sx={{ maxWidth: 960, mx: "auto", px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 } }}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>
        {longDate(now)}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mb: 4 }}>
        {profile ? `${greetingFor(now)}, ${firstName}` : <Skeleton width={320} />}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 3,
          alignItems: "start",
          gridTemplateColumns: "repeat(auto-fit, minmax(320px, 1fr))",
        }}
      >
        <HomeDialpad />
        <Card>
          <CardContent sx={{ p: 3, "&:last-child": { pb: 3 } }}>
            <Stack spacing={2.5}>
              <Typography variant="subtitle1" component="h2">
                Your line
              </Typography>
              {profile ? (
                <LineDetails
                  rows={[
                    { label: "Name", value: profile.name },
                    { label: "Extension", value: profile.extension },
                    { label: "Phone number", value: profile.phone },
                    { label: "Internal caller ID", value: profile.callerid_internal },
                    {
                      label: "Presence",
                      value: <MyLineLabel status={line.status} />,
                    },
                    ...(profile.status_text ? [{ label: "Status", value: profile.status_text }] : []),
                  ]}
                />
              ) : (
                <Stack spacing={1.5}>
                  {[0, 1, 2, 3].map((row) => (
                    <Skeleton key={row} width={`${70 - row * 8}%`} />
                  ))}
                </Stack>
              )}
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
