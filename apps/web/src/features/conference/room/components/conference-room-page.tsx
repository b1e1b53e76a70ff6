import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { useAccessClaims } from "../../../auth/commands";
import { connectLiveChannel } from "../model/live-loader";
import { activeRoom } from "../model/active-room";
import { useRoomStore } from "../model/room-store";
import { JoinDialog } from "./join-dialog";
import { RoomToasts } from "./room-toasts";
import { RoomView } from "./room-view";

/** /conference/{roomId} (spec 2 §2): the join dialog, then the room; leaving returns to /conference. */
export function ConferenceRoomPage() {
  const { roomId = "" } = useParams();
  const navigate = useNavigate();
  const phase = useRoomStore((state) => state.phase);
  const phone = useAccessClaims()?.phone ?? null;

  // Leaving the page (back button, another route) leaves the room.
  useEffect(() => () => void activeRoom()?.leave(), []);

  const handleLeave = () => {
    const room = activeRoom();
    if (room === null) void navigate("/conference");
    else void room.leave();
  };

  return (
    <>
      {phase === "inRoom" ? (
        <RoomView onLeave={handleLeave} />
      ) : (
        <JoinDialog key={roomId} roomId={roomId} phone={phone} connectLive={connectLiveChannel} />
      )}
      <RoomToasts />
    </>
  );
}
