// Runs in the page before its own scripts (page.addInitScript): stamps, on the page's clock, the
// last key pressed (the token's last digit), the welcome screen, the home screen with a dialpad that
// takes a number, and the phone ready for calls. A MutationObserver sees each state in the task
// that draws it, without polling.
/// <reference lib="dom" />

export interface SignInStamps {
  lastKeyMs?: number;
  welcomeMs?: number;
  homeMs?: number;
  readyMs?: number;
}

export function installSignInProbe(): void {
  const stamps: SignInStamps = {};
  (window as unknown as { signInStamps: SignInStamps }).signInStamps = stamps;
  document.addEventListener("keydown", () => (stamps.lastKeyMs = performance.now()), true);
  const check = () => {
    const now = performance.now();
    if (stamps.welcomeMs === undefined && document.body?.textContent?.includes("Setting up your workspace"))
      stamps.welcomeMs = now;
    const dialField = document.querySelector<HTMLInputElement>(
      'section[aria-label="Dialpad"] input[aria-label="Number"]',
    );
    if (stamps.homeMs === undefined && location.pathname === "/" && dialField !== null && !dialField.disabled)
      stamps.homeMs = now;
    if (
      stamps.readyMs === undefined &&
      document.querySelector('[aria-label="Phone status"][data-state="registered"]')
    )
      stamps.readyMs = now;
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}
