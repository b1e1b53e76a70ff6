import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { dialNumber } from "../commands";
import { useNumberDragStore } from "../../../shared/drag/number-drag-store";
import { activeCall, dropTargetCall, mergedCalls } from "../model/call-selectors";
import { useCallStore } from "../model/call-store";
import { CallCard } from "./call-card";
import { CallerIdSelect } from "./caller-id-select";
import { CallView } from "./call-view";
import { DialActions } from "./dial-actions";
import { Dialpad } from "./dialpad";
import { DropSlot } from "./drop-slot";
import { TransferPanel } from "./transfer-panel";

/**
 * What the call drawer shows (spec 1 §2): the call being transferred and the transfer targets, or
 * the active call and the others, or a dialpad. While a person or number is dragged from a screen,
 * the drop targets show under the call (issue 10).
 */
export function CallPanel() {
  const calls = useCallStore((state) => state.calls);
  const pick = useCallStore((state) => state.transferPick);
  const dragging = useNumberDragStore((state) => state.dragging !== null);
  const picked = pick === null ? undefined : calls.find((call) => call.id === pick.callId);
  const active = picked === undefined ? activeCall(calls) : undefined;

  if (pick !== null && picked !== undefined) {
    // issue 9: the call being transferred stays in view, with its hold state, timer and Hang Up.
    return (
      <>
        <Box sx={{ px: 2, pt: 2 }}>
          <CallCard call={picked} endable />
        </Box>
        <TransferPanel pick={pick} call={picked} dragging={dragging} />
        <OtherCalls shownIds={[picked.id]} />
      </>
    );
  }
  if (active === undefined) {
    return (
      <Box sx={{ px: 2.5, py: 3 }}>
        {/* spec 1 §2 Dialpad: the caller-id selector, as on the home dialpad. */}
        <Stack sx={{ alignItems: "center", mb: 2 }}>
          <CallerIdSelect />
        </Stack>
        <Dialpad onDial={dialNumber} autoFocus actions={(_, submit) => <DialActions submit={submit} />} />
      </Box>
    );
  }
  const members = active.merged ? mergedCalls(calls) : [active];
  return (
    <>
      <CallView key={active.id} call={active} members={members} />
      {dragging && dropTargetCall(calls, null) !== undefined && (
        <Box sx={{ px: 2.5, pb: 2.5 }}>
          <DropSlot />
        </Box>
      )}
      <OtherCalls shownIds={members.map((member) => member.id)} />
    </>
  );
}

function OtherCalls({ shownIds }: { readonly shownIds: readonly string[] }) {
  const calls = useCallStore((state) => state.calls);
  const others = calls.filter((call) => !shownIds.includes(call.id));
  if (others.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ px: 2, pb: 2.5 }}>
      <Typography variant="overline" color="textSecondary">
        Other calls
      </Typography>
      {others.map((call) => (
        <CallCard key={call.id} call={call} />
      ))}
    </Stack>
  );
}
