import { create } from "zustand";
import { type Session, loadSession, saveSession } from "./session";

/**
 * Sign-in and session states (spec 1 §2 Login screen, §4 Login and token).
 *
 *   signedOut ─request─▶ requestingToken ─sent─▶ awaitingToken ─submit─▶ signingIn ─200─▶ welcome
 *       ▲                      │ refused               ▲    ▲                  │ wrong token  │ 3.5 s
 *       └──────────────────────┘                       │    └──────────────────┘              ▼
 *                                                      └─ change e-mail ─▶ signedOut      signedIn ◀─┐
 *   signedIn ─token expires / 404 / 407─▶ renewing ─200─▶ signedIn                                   │
 *                                           │ 401 reauth ─▶ reauthRequired ─new token accepted───────┘
 *   any ─logout, renewal 404, empty webrtc_id─▶ signedOut
 */
export type AuthPhase =
  | "signedOut"
  | "requestingToken"
  | "awaitingToken"
  | "signingIn"
  | "welcome"
  | "signedIn"
  | "renewing"
  | "reauthRequired";

interface AuthState {
  readonly phase: AuthPhase;
  readonly session: Session | null;
  /** The address a one-time token was last requested for. */
  readonly email: string;
}

const stored = loadSession();

export const useAuthStore = create<AuthState>()(() => ({
  phase: stored ? "signedIn" : "signedOut",
  session: stored,
  email: stored?.email ?? "",
}));

function setSession(phase: AuthPhase, session: Session | null): void {
  saveSession(session);
  useAuthStore.setState({ phase, session });
}

/** The only ways the phase changes; each names the event of the diagram above. */
export const authTransitions = {
  tokenRequested: (email: string) => useAuthStore.setState({ phase: "requestingToken", email }),
  tokenSent: () => useAuthStore.setState({ phase: "awaitingToken" }),
  tokenRefused: () => useAuthStore.setState({ phase: "signedOut" }),
  emailChanged: () => useAuthStore.setState({ phase: "signedOut" }),
  signInStarted: () => useAuthStore.setState({ phase: "signingIn" }),
  tokenRejected: () => useAuthStore.setState({ phase: "awaitingToken" }),
  signedIn: (session: Session) => setSession("welcome", session),
  welcomeFinished: () => useAuthStore.setState({ phase: "signedIn" }),
  renewalStarted: () => useAuthStore.setState({ phase: "renewing" }),
  renewed: (session: Session) => setSession("signedIn", session),
  renewalFailed: () => useAuthStore.setState({ phase: "signedIn" }),
  reauthRequired: () => useAuthStore.setState({ phase: "reauthRequired" }),
  reauthorised: (session: Session) => setSession("signedIn", session),
  /** Another tab renewed or ended the session; its storage write is the news (no second renewal). */
  adoptedFromOtherTab: (session: Session | null) =>
    useAuthStore.setState(
      session === null ? { phase: "signedOut", session: null, email: "" } : { phase: "signedIn", session },
    ),
  signedOut: () => {
    setSession("signedOut", null);
    useAuthStore.setState({ email: "" });
  },
};
