import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { CHAT_GROUP_NAME_MAX } from "@mobex/contracts/chat";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useChatStore } from "../model/chat-store";
import { openGroupDrawer } from "../model/group-drawer-store";
import { activeChat } from "../runtime/active-chat";
import { MemberPicker } from "./member-picker";

/**
 * spec 2 §2, §5 Create Group: a name and colleagues; Create is disabled until both are there. A
 * refusal shows the server's text (an empty group: "You can't create an empty group!").
 */
export function CreateGroupForm() {
  const contacts = useChatStore((state) => state.contacts);
  const [name, setName] = useState("");
  const [members, setMembers] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const handleCreate = async () => {
    setBusy(true);
    try {
      const id = await activeChat()?.createGroup(name.trim(), members);
      openGroupDrawer(null);
      if (id !== undefined) void navigate(`/chat/${id}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Typography variant="h6" component="h2">
        Create Group
      </Typography>
      <TextField
        label="Group name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: CHAT_GROUP_NAME_MAX } }}
        size="small"
      />
      <MemberPicker label="Members" contacts={contacts} chosen={members} onChange={setMembers} />
      {error !== null && <Alert severity="error">{error}</Alert>}
      <Button
        variant="contained"
        disabled={busy || name.trim() === "" || members.length === 0}
        onClick={() => void handleCreate()}
      >
        Create
      </Button>
    </Stack>
  );
}
