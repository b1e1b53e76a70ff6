import { defaultBoardArrange } from "@mobex/contracts/blf";
import { SwitchRow } from "../../../shared/ui/switch-row";
import { useAccessClaims } from "../../auth/commands";
import { useBoardArrange, useSaveBoardArrange } from "../api/board-arrange";

/**
 * spec 1 §2 System Settings "show BLF surname", kept with the board arrangement (spec 1 §3
 * showSurname) so that it follows the user to every device. Off, a surname still shows where two
 * colleagues share a first name (model/display-name.ts).
 */
export function ShowSurnameSwitch() {
  const phone = useAccessClaims()?.phone ?? "";
  const arrange = useBoardArrange(phone);
  const { mutate: save } = useSaveBoardArrange(phone);
  const stored = arrange.data;
  return (
    <SwitchRow
      label="Show BLF surname"
      description="Always show surnames on the presence board, not only where two colleagues share a first name."
      checked={(stored ?? defaultBoardArrange).showSurname}
      // The stored boards are read before anything may be written over them.
      disabled={stored === undefined}
      onChange={(on) => stored && save({ ...stored, showSurname: on })}
    />
  );
}
