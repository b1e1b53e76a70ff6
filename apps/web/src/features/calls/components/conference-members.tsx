import CallSplitRoundedIcon from "@mui/icons-material/CallSplitRounded";
import ButtonBase from "@mui/material/ButtonBase";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Call } from "../model/call";
import { getPhone } from "../model/phone-api";
import { CallIdentity, callTitle } from "./call-identity";
import { LazyTooltip } from "../../../shared/ui/lazy-tooltip";

/** The two parties of a merged conference; "clicking a merged call splits it" (spec 1 §4). */
export function ConferenceMembers({ members }: { readonly members: readonly Call[] }) {
  return (
    <Stack spacing={1} sx={{ width: "100%" }}>
      <Typography variant="overline" color="textSecondary" sx={{ textAlign: "center" }}>
        Conference
      </Typography>
      {members.map((member) => (
        <LazyTooltip key={member.id} title="Split from the conference" placement="left">
          <ButtonBase
            aria-label={`Split ${callTitle(member)}`}
            onClick={() => getPhone()?.split(member.id)}
            sx={{
              justifyContent: "space-between",
              px: 1.5,
              py: 1,
              borderRadius: 2,
              border: 1,
              borderColor: "divider",
              "&:hover": { bgcolor: "action.hover" },
            }}
          >
            <CallIdentity call={member} size="small" />
            <CallSplitRoundedIcon fontSize="small" color="action" />
          </ButtonBase>
        </LazyTooltip>
      ))}
    </Stack>
  );
}
