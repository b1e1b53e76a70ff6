/**
 * spec 1 §4 "SIP link": the user agent's connection and registration, one state at a time. `idle`
 * is before the user agent starts (or without a line); `disconnected` is a link that was lost.
 *
 *   idle ─start─▶ connecting ─socket open─▶ connected ─REGISTER 200─▶ registered
 *                     ▲                        ▲   │                       │
 *                     │ back-off or            │   └─REGISTER failed─▶ registrationFailed
 *                     │ reconnect()            │                             │
 *   disconnected ─────┘                        └──── unregistered ◀──────────┤ 1 s re-REGISTER
 *        ▲                                                                   │
 *        └──────────────── socket closed (from any state) ◀──────────────────┘
 */
export type RegistrationState =
  "idle" | "disconnected" | "connecting" | "connected" | "registered" | "registrationFailed";

/** What the user agent reports; each moves the state along the diagram above. */
export type RegistrationEvent =
  "connecting" | "connected" | "disconnected" | "registered" | "unregistered" | "registrationFailed";

export function nextRegistrationState(state: RegistrationState, event: RegistrationEvent): RegistrationState {
  switch (event) {
    case "connecting":
      return "connecting";
    case "connected":
      // A socket that reopens while registered keeps the binding until the next REGISTER says otherwise.
      return state === "registered" ? state : "connected";
    case "disconnected":
      return "disconnected";
    case "registered":
      return "registered";
    case "unregistered":
      return state === "disconnected" || state === "idle" ? state : "connected";
    case "registrationFailed":
      return state === "disconnected" || state === "idle" ? state : "registrationFailed";
  }
}
