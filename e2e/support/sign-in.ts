// Sign-in through the real login screen (spec 1 §9): e-mail, Request Token, the token from the
// dev mailbox; a 6-character token submits by itself.
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { readMailbox, waitForToken } from "./dev-mailbox";
import { serverUrl } from "./server-url";

const OTP_REQUEST_PATH = "/webrtc/mobex/otp/get/";

/** Requests a one-time token for `email` on the login screen and returns it, read from the mailbox. */
export async function requestToken(page: Page, email: string): Promise<string> {
  await page.goto("/");
  return requestTokenOnLoginScreen(page, email);
}

/** requestToken on a login screen that is already open (a measurement counts its one load). */
export async function requestTokenOnLoginScreen(page: Page, email: string): Promise<string> {
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  const seenIds = new Set((await readMailbox(page.request, email)).map((m) => String(m.id)));
  const otpAnswer = page.waitForResponse((response) => response.url().includes(OTP_REQUEST_PATH));
  await page.getByRole("button", { name: "Request Token" }).click();
  const body = (await (await otpAnswer).json()) as { data?: { sent?: boolean } | null };
  // Inside the 60 s re-request window the server keeps the previous token and sends nothing.
  return waitForToken(page.request, email, { seenIds, reuseSeen: body.data?.sent === false });
}

export async function signIn(page: Page, email: string): Promise<void> {
  const token = await requestToken(page, email);
  await page.getByLabel("Token", { exact: true }).fill(token);
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
}

/**
 * A page signed in as `email` in a browser context of its own (its own storage, its own user).
 * `onContext` sees the context before any page opens, to attach listeners.
 */
export async function newUserPage(
  browser: Browser,
  email: string,
  onContext?: (context: BrowserContext) => void,
  baseURL: string = serverUrl(),
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  onContext?.(context);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/**
 * newUserPage on a spec's own server: the context is kept in `contexts` (for the spec to close) and
 * the page's uncaught errors go to `pageErrors`.
 */
export function openUserPage(
  browser: Browser,
  email: string,
  into: { readonly baseURL: string; readonly contexts: BrowserContext[]; readonly pageErrors: string[] },
): Promise<Page> {
  return newUserPage(
    browser,
    email,
    (context) => {
      into.contexts.push(context);
      context.on("weberror", (webError) => into.pageErrors.push(String(webError.error())));
    },
    into.baseURL,
  );
}
