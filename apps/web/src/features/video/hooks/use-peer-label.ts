import { useQuery } from "@tanstack/react-query";
import { contactName } from "../../../shared/api/contact-name";
import { type VideoPeer, useVideoCallStore } from "../model/video-call-store";
import { peerIdentity, peerLabel } from "./peer-identity";

export interface PeerLabel {
  /** "Bob Brown · 1002", or "1002" while no name is known. */
  readonly full: string;
  /** The name alone, else the number: how the panel's region is named. */
  readonly short: string;
}

/**
 * Who the video call is with, named as the voice call screens name a colleague: the name the call
 * came with, else the one the directory or phone book gives for the number (POST /contacts/get, as
 * for a dialled voice call), with the extension.
 */
export function usePeerLabel(peer: VideoPeer | null): PeerLabel {
  const ownNumber = useVideoCallStore((state) => state.ownNumber);
  const identity = peer === null ? null : peerIdentity(peer, ownNumber);
  const number = peer?.number ?? "";
  const looked = useQuery({
    queryKey: ["contact-name", number],
    queryFn: () => contactName(number),
    enabled: identity !== null && identity.name === null,
    staleTime: Infinity,
  });
  if (identity === null) return { full: "", short: "" };
  const name = identity.name ?? looked.data ?? null;
  return { full: peerLabel(name, identity.number), short: name ?? identity.number };
}
