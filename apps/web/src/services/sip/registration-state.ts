/**
 * spec 1 §4 "SIP link": the user agent's connection and registration, one state at a time.
 *
 *   disconnected ─start─▶ connecting ─socket open─▶ connected ─REGISTER 200─▶ registered
 *        ▲                   ▲    │                   ▲   │                       │
 *        │                   └────┘ retry             │   └─REGISTER failed─▶ registrationFailed
 *        │                                            │                             │
 *        │                                            └──── unregistered ◀──────────┤ 1 s re-REGISTER
 *        └───────────────────────── socket closed (from any state) ◀─────────────────┘
 */
export type RegistrationState =
  "disconnected" | "connecting" | "connected" | "registered" | "registrationFailed";

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
      return state === "disconnected" ? state : "connected";
    case "registrationFailed":
      return state === "disconnected" ? state : "registrationFailed";
  }
}
