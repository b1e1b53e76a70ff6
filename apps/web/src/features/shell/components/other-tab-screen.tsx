import TabRoundedIcon from "@mui/icons-material/TabRounded";
import Button from "@mui/material/Button";
import { clientTexts } from "@mobex/contracts/errors";
import { FullScreenMessage } from "../../../shared/ui/full-screen-message";

interface OtherTabScreenProps {
  readonly onUseHere: () => void;
}

/** spec 1 §2: "a screen 'You're logged in another tab' with a Use here button". */
export function OtherTabScreen({ onUseHere }: OtherTabScreenProps) {
  return (
    <FullScreenMessage
      icon={<TabRoundedIcon />}
      title={clientTexts.otherTab}
      text="Mobex works in one tab at a time, so calls ring in exactly one place. Use it here instead, and the other tab steps aside."
      actions={
        <Button variant="contained" size="large" onClick={onUseHere} autoFocus>
          Use here
        </Button>
      }
    />
  );
}
