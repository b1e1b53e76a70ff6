import ExploreOffRoundedIcon from "@mui/icons-material/ExploreOffRounded";
import Button from "@mui/material/Button";
import { clientTexts } from "@mobex/contracts/errors";
import { Link } from "react-router";
import { FullScreenMessage } from "../../../shared/ui/full-screen-message";

interface NothingHerePageProps {
  /** Inside the shell the page fills the content area; on its own, the viewport. */
  readonly fill?: "viewport" | "area";
}

/** spec 2 §2: "unknown paths show 'Nothing Here'". */
export function NothingHerePage({ fill = "viewport" }: NothingHerePageProps) {
  return (
    <FullScreenMessage
      fill={fill}
      icon={<ExploreOffRoundedIcon />}
      title={clientTexts.nothingHere}
      text="There is no page at this address."
      actions={
        <Button component={Link} to="/" variant="contained">
          Go to Home
        </Button>
      }
    />
  );
}
