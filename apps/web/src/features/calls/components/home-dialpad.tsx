import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { dialNumber } from "../commands";
import { CallerIdSelect } from "./caller-id-select";
import { DialActions } from "./dial-actions";
import { Dialpad } from "./dialpad";
import { RegistrationStatus } from "./registration-status";

/** The home screen's dialler (spec 1 §2 route "/"): dialpad, caller id and the phone's state. */
export function HomeDialpad() {
  return (
    <Card component="section" aria-label="Dialpad">
      <CardContent sx={{ p: 3, "&:last-child": { pb: 3 } }}>
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1.5 }}>
          <Typography variant="subtitle1" component="h2">
            Dialpad
          </Typography>
          <RegistrationStatus />
        </Stack>
        <Stack sx={{ alignItems: "center", mb: 1 }}>
          <CallerIdSelect />
        </Stack>
        <Dialpad onDial={dialNumber} actions={(_, submit) => <DialActions submit={submit} />} autoFocus />
      </CardContent>
    </Card>
  );
}
