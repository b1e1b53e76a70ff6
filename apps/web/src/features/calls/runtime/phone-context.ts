import type { ConferenceControl } from "./conference-control";
import type { Pickups } from "./pickups";
import type { PhoneCore } from "./phone-core";

/** What the phone's action modules share: the core plus the conference and the pickups in progress. */
export interface PhoneContext extends PhoneCore {
  readonly conference: ConferenceControl;
  readonly pickups: Pickups;
}
