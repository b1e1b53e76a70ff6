import CallMadeRoundedIcon from "@mui/icons-material/CallMadeRounded";
import GroupAddRoundedIcon from "@mui/icons-material/GroupAddRounded";
import SupportAgentRoundedIcon from "@mui/icons-material/SupportAgentRounded";
import type { TransferMode } from "../model/transfer-targets";

export function TransferTargetIcon({ mode }: { readonly mode: TransferMode }) {
  switch (mode) {
    case "blind":
      return <CallMadeRoundedIcon />;
    case "assisted":
      return <SupportAgentRoundedIcon />;
    case "conference":
      return <GroupAddRoundedIcon />;
  }
}
