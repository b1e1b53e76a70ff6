import ChatRoundedIcon from "@mui/icons-material/ChatRounded";
import PersonRemoveRoundedIcon from "@mui/icons-material/PersonRemoveRounded";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useChatStore } from "../model/chat-store";
import { openGroupDrawer } from "../model/group-drawer-store";
import { activeChat } from "../runtime/active-chat";
import { MemberPicker } from "./member-picker";

const DELETE_QUESTION = "Are you sure you want to delete this room?";

/**
 * spec 2 §2, §6 Group Settings: the creator and the members. The owner (Admin) adds members,
 * removes others and deletes the group; everyone can open a chat with a member.
 */
export function GroupSettings({ groupId }: { readonly groupId: string }) {
  const group = useChatStore((state) => state.groups.find((held) => held.groupID === groupId));
  const myPhone = useChatStore((state) => state.myPhone);
  const contacts = useChatStore((state) => state.contacts);
  const [adding, setAdding] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  if (group === undefined) return null;
  const owner = group.members.find((member) => !member.invited);
  const isOwner = owner?.phone === myPhone;
  const others = contacts.filter(
    (contact) => !group.members.some((member) => member.phone === contact.phone),
  );

  const run = (action: () => Promise<void>) =>
    void action().catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    );

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Typography variant="h6" component="h2">
        {group.groupDescription}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`Creator: ${owner?.name ?? group.groupOwner}`}
      </Typography>
      <List dense aria-label="Group members">
        {group.members.map((member) => (
          <ListItem
            key={member.phone}
            secondaryAction={
              member.phone === myPhone ? undefined : isOwner && member.invited ? (
                <IconButton
                  aria-label={`Remove ${member.name}`}
                  onClick={() =>
                    run(
                      () =>
                        activeChat()?.changeMembers(groupId, "remove", [member.phone]) ?? Promise.resolve(),
                    )
                  }
                >
                  <PersonRemoveRoundedIcon />
                </IconButton>
              ) : (
                <IconButton
                  aria-label={`Chat with ${member.name}`}
                  onClick={() => {
                    openGroupDrawer(null);
                    void navigate(`/chat/${member.extension}`);
                  }}
                >
                  <ChatRoundedIcon />
                </IconButton>
              )
            }
          >
            <ListItemText primary={member.name} secondary={member.extension} />
            {!member.invited && <Chip size="small" color="primary" label="Admin" sx={{ mr: 6 }} />}
          </ListItem>
        ))}
      </List>
      {isOwner && others.length > 0 && (
        <>
          <Typography variant="subtitle2">Add members</Typography>
          <MemberPicker label="Colleagues to add" contacts={others} chosen={adding} onChange={setAdding} />
          <Button
            variant="outlined"
            disabled={adding.length === 0}
            onClick={() =>
              run(async () => {
                await activeChat()?.changeMembers(groupId, "add", adding);
                setAdding([]);
              })
            }
          >
            Add members
          </Button>
        </>
      )}
      {error !== null && <Alert severity="error">{error}</Alert>}
      {isOwner && (
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            if (!window.confirm(DELETE_QUESTION)) return;
            run(async () => {
              await activeChat()?.deleteGroup(groupId);
              openGroupDrawer(null);
              void navigate("/chat");
            });
          }}
        >
          Delete group
        </Button>
      )}
    </Stack>
  );
}
