import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { activeRoom } from "../model/active-room";
import { MAX_PIN_REQUEST_TOASTS, usePinRequestsStore } from "../model/pin-requests-store";
import { markChatRead } from "../model/room-chat";
import { dismissRoomNotice, useRoomNotices } from "../model/room-notices";
import { useRoomStore } from "../model/room-store";

/**
 * The room's toasts, top right: join requests with Allow / Deny (they stay until answered, spec 2 §9),
 * the chat notification (5 s) and timed notices (3 s refusals, 7 s device changes).
 */
export function RoomToasts() {
  const requests = usePinRequestsStore((state) => state.requests);
  const notices = useRoomNotices((state) => state.notices);
  const chatToast = useRoomStore((state) => state.chatToast);
  return (
    <Stack
      spacing={1}
      sx={{ position: "fixed", top: 56, right: 12, zIndex: 1400, width: "min(360px, calc(100vw - 24px))" }}
    >
      {requests.slice(0, MAX_PIN_REQUEST_TOASTS).map((request) => (
        <Alert
          key={request.socketId}
          severity="info"
          variant="filled"
          action={
            <Stack direction="row" spacing={1}>
              <Button
                color="inherit"
                size="small"
                onClick={() => activeRoom()?.answerPinRequest(request.socketId, true)}
              >
                Allow
              </Button>
              <Button
                color="inherit"
                size="small"
                onClick={() => activeRoom()?.answerPinRequest(request.socketId, false)}
              >
                Deny
              </Button>
            </Stack>
          }
        >
          {request.name} asks to join
        </Alert>
      ))}
      {chatToast !== null && (
        <Alert
          severity="info"
          role="status"
          onClick={() => {
            useRoomStore.setState({ drawer: "chat" });
            markChatRead();
          }}
          sx={{ cursor: "pointer" }}
        >
          <strong>{chatToast.display}:</strong> {chatToast.text}
        </Alert>
      )}
      {notices.map((notice) => (
        <Alert
          key={notice.id}
          severity={notice.severity}
          variant="filled"
          onClose={() => dismissRoomNotice(notice.id)}
        >
          {notice.message}
        </Alert>
      ))}
    </Stack>
  );
}
