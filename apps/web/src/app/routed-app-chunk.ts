import { chunkComponent } from "../shared/lib/chunk-component";

/**
 * The routers (React Router's data router, which the presence editor's leave guard needs) with
 * the signed-in screens' routes: not on the login page (issue 9, budgets), fetched when a session
 * starts or when the app opens anywhere but at the login page.
 */
export const routedApp = chunkComponent(async () => (await import("./routed-app")).RoutedApp);

let firstScreen: Promise<void> | null = null;

/**
 * Fetches the routers and the first signed-in screen (shell, home, phone runtime) once a session
 * starts: after a sign-in they arrive while the welcome animation plays (spec 1 §2: 3.5 s). Resolves
 * when they are there or could not be fetched; a failure is reported where the chunk is drawn.
 */
export function fetchFirstScreen(): Promise<void> {
  firstScreen ??= routedApp
    .preload()
    .then(async () => (await import("./routed-app")).preloadFirstScreen())
    .catch(() => {
      firstScreen = null;
    });
  return firstScreen;
}
