import { shortNumber } from "../../../shared/phone-number/short-number";
import type { VideoPeer } from "../model/video-call-store";

export interface PeerIdentity {
  /** The colleague's number as the screens show it: a phone of the user's own tenant as its extension. */
  readonly number: string;
  /** The name the call was started or offered with, when it is a name and not a number as typed. */
  readonly name: string | null;
}

// What the dialpad passes as the name is the number as typed ("1005", "+44 20 7946 0121").
const LOOKS_LIKE_A_NUMBER = /^[+\d\s().-]*$/;

export function peerIdentity(peer: VideoPeer, ownNumber: string | null): PeerIdentity {
  const number = shortNumber(peer.number, ownNumber ?? "");
  const name = peer.name.trim();
  return { number, name: LOOKS_LIKE_A_NUMBER.test(name) ? null : name };
}

/** "Bob Brown · 1002" — as the app bar shows the user's own line — or the number alone. */
export function peerLabel(name: string | null, number: string): string {
  return name === null ? number : `${name} · ${number}`;
}
