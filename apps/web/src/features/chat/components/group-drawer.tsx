import CloseRoundedIcon from "@mui/icons-material/CloseRounded";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { openGroupDrawer, useGroupDrawerStore } from "../model/group-drawer-store";
import { CreateGroupForm } from "./create-group-form";
import { GroupSettings } from "./group-settings";

/** spec 2 §2: Create Group and Group Settings in the right drawer. */
export function GroupDrawer() {
  const drawer = useGroupDrawerStore((state) => state.drawer);
  return (
    <Drawer
      anchor="right"
      open={drawer !== null}
      onClose={() => openGroupDrawer(null)}
      slotProps={{
        paper: {
          "aria-label": drawer?.kind === "create" ? "Create Group" : "Group Settings",
          role: "dialog",
          sx: { width: { xs: "100%", sm: 380 }, p: 2 },
        },
      }}
    >
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <IconButton aria-label="Close" onClick={() => openGroupDrawer(null)}>
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      {drawer?.kind === "create" && <CreateGroupForm />}
      {drawer?.kind === "settings" && <GroupSettings groupId={drawer.groupId} />}
    </Drawer>
  );
}
