import { createContext } from "react";

/**
 * Whether a call is up, for a screen that must reload to recover. The calls feature knows, but its
 * commands are signed-in code the login page's error screen must not load: the signed-in layout
 * plugs the calls' hook in (as it does the dial field's candidates). Outside it there is no call.
 */
export type UseHasLiveCall = () => boolean;

const noLiveCall: UseHasLiveCall = () => false;

export const LiveCallSource = createContext<UseHasLiveCall>(noLiveCall);
