import { chunkComponent } from "../../../shared/lib/chunk-component";

/**
 * The welcome screen's profile fetch with the query cache it fills (TanStack Query): not on the
 * login page as it first loads (issue 9, budgets), but fetched while the user types the e-mailed
 * token, so that the greeting has the user's name as soon as the profile answers.
 */
export const welcomeProfile = chunkComponent(async () => (await import("./welcome-profile")).WelcomeProfile);
