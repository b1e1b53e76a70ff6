import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useEffect, useState } from "react";
import { type ConnectLive, useJoinFlow } from "../hooks/use-join-flow";
import {
  CONFERENCE_EMAIL_KEY,
  NAME_SAVE_DELAY_MS,
  saveConferenceName,
  storedConferenceName,
} from "../model/conference-name";
import { TOKEN_RESEND_SECONDS, emailError, joinButtonDisabled, joinButtonLabel } from "../model/join-step";
import { PermissionBadges } from "./permission-badges";
import { TrackVideo } from "./track-video";

interface JoinDialogProps {
  readonly roomId: string;
  readonly phone: string | null;
  readonly connectLive: ConnectLive;
}

/** Seconds left before 'Ask for a new one' (spec 2 §4: 60-second countdown from the token request). */
function useCountdown(since: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (since === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null
    ? TOKEN_RESEND_SECONDS
    : Math.max(0, TOKEN_RESEND_SECONDS - Math.floor((Math.max(now, since) - since) / 1_000));
}

/** spec 2 §2, §4, §5: the preview before entry, with name (and e-mail for guests) and the join step's button. */
export function JoinDialog({ roomId, phone, connectLive }: JoinDialogProps) {
  const guest = phone === null;
  const flow = useJoinFlow({ roomId, phone, connectLive });
  const [name, setName] = useState(storedConferenceName);
  const [email, setEmail] = useState(() => localStorage.getItem(CONFERENCE_EMAIL_KEY) ?? "");
  const [token, setToken] = useState("");
  const left = useCountdown(flow.tokenRequestedAt);

  useEffect(() => {
    const timer = setTimeout(() => saveConferenceName(name), NAME_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name]);

  const form = { guest, email, token, busy: flow.busy || flow.media === null };
  const step = flow.step;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === null || joinButtonDisabled(step, form)) return;
    const display = saveConferenceName(name);
    if (guest) localStorage.setItem(CONFERENCE_EMAIL_KEY, email.trim());
    if (step === "getToken") void flow.requestToken(email);
    else void flow.enter({ name: display, email: guest ? email : "", token });
  };

  if (flow.info === null || step === null)
    return (
      <Box sx={{ display: "grid", placeItems: "center", height: "100%" }}>
        <CircularProgress aria-label="Looking up the room" />
      </Box>
    );

  const videoTrack = flow.media?.stream.getVideoTracks()[0] ?? null;
  return (
    <Box
      sx={{ display: "grid", placeItems: "center", minHeight: "100%", p: 2, bgcolor: "background.default" }}
    >
      <Paper
        component="form"
        onSubmit={handleSubmit}
        role="dialog"
        aria-label="Join room"
        sx={{ p: 3, width: "min(560px, 100%)" }}
      >
        <Stack spacing={2}>
          <Typography variant="h6" component="h1">
            {flow.info.title === "" ? roomId : flow.info.title}
          </Typography>
          <Box sx={{ aspectRatio: "4 / 3", borderRadius: 1, overflow: "hidden", bgcolor: "#0b1220" }}>
            <TrackVideo track={videoTrack} label="Your camera preview" mirrored />
          </Box>
          <PermissionBadges
            camera={flow.media?.camera !== "denied"}
            microphone={flow.media?.microphone !== "denied"}
          />
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          {guest && (
            <TextField
              label="E-mail"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError(form)}
              helperText={emailError(form) ? "Enter a valid e-mail address" : " "}
            />
          )}
          {step === "enterToken" && (
            <>
              <TextField
                label="Token"
                value={token}
                onChange={(event) => setToken(event.target.value)}
                autoComplete="one-time-code"
                helperText="We sent a token to your e-mail"
              />
              {left > 0 ? (
                <Typography variant="body2" color="text.secondary">
                  You can ask for a new token in {left} s
                </Typography>
              ) : (
                <Link component="button" type="button" onClick={flow.askNewToken}>
                  Ask for a new one
                </Link>
              )}
            </>
          )}
          <Button type="submit" variant="contained" disabled={joinButtonDisabled(step, form)}>
            {joinButtonLabel[step]}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
