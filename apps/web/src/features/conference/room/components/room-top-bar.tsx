import AppBar from "@mui/material/AppBar";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useRoomStore } from "../model/room-store";

/** hh:mm:ss (or mm:ss under an hour) since `start`. */
export function elapsedText(startMs: number, nowMs: number): string {
  const total = Math.max(0, Math.floor((nowMs - startMs) / 1_000));
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

function ElapsedTimer({ startTime }: { readonly startTime: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography variant="body2" aria-label="Time in the room" sx={{ fontVariantNumeric: "tabular-nums" }}>
      {elapsedText(startTime, now)}
    </Typography>
  );
}

/** spec 2 §2 "top bar with name and elapsed timer". */
export function RoomTopBar() {
  const title = useRoomStore((state) => (state.title === "" ? state.roomId : state.title));
  const startTime = useRoomStore((state) => state.startTime);
  return (
    <AppBar position="static" color="default" elevation={0}>
      <Toolbar variant="dense" sx={{ gap: 2 }}>
        <Typography variant="subtitle1" component="h1" noWrap sx={{ flex: 1 }}>
          {title}
        </Typography>
        {startTime !== null && <ElapsedTimer startTime={startTime} />}
      </Toolbar>
    </AppBar>
  );
}
