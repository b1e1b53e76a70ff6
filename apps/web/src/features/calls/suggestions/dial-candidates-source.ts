import { createContext } from "react";
import type { DialSuggestion } from "./dial-suggestion";

/**
 * A hook that returns whom the dial field may suggest. The candidates live in the presence board and
 * the phone book, features that dial through calls/commands, so calls does not import them: the app
 * plugs the source in (ports and adapters). Without a source the dial field suggests no one.
 */
export type UseDialCandidates = () => readonly DialSuggestion[];

const noCandidates: UseDialCandidates = () => [];

export const DialCandidatesSource = createContext<UseDialCandidates>(noCandidates);
