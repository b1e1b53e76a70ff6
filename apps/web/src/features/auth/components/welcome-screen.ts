import { chunkComponent } from "../../../shared/lib/chunk-component";

/**
 * The welcome screen after sign-in (spec 1 §2) with the query cache it warms: not on the login page
 * as it first loads (issue 9, budgets), but fetched while the user types the e-mailed token, so that
 * it shows as soon as the token is accepted.
 */
export const welcomeScreen = chunkComponent(
  async () => (await import("./welcome-animation")).WelcomeAnimation,
);
