// Session renewal through a real browser (spec 1 §4, §8; ARCHITECTURE.md, HTTP answer envelope). The
// server ends a session's JWE while the page still believes it valid: the app must read the expiry
// (envelope 407, on HTTP 401 — Chromium refuses a wire 407 from an origin server with
// ERR_UNEXPECTED_PROXY_AUTH), renew with its stored one-time token and carry on unnoticed. A renewal
// answered 404 signs the user out; one answered 401 with `reauth` opens the re-authorisation dialog.
import type { Browser, Page, Response } from "@playwright/test";
import { errorCatalogue } from "@mobex/contracts/errors";
import { readMailbox, waitForToken } from "../support/dev-mailbox";
import { signIn } from "../support/sign-in";
import { expect, test } from "../support/test";
import { startTestServer, type TestServer } from "../support/test-server";

// A short JWE lifetime (config.ts accepts 10 s and up): this spec's own server ends it soon after it
// is issued, so the wait for a real expiry stays short, with room for a loaded machine between a
// token's issue and its first use.
const TOKEN_TTL_SECONDS = 15;
// The page's clock is frozen this far behind the server's: the app's own timer (renew a minute
// before the access token's exp) never comes due, so only the server's expiry answer can renew.
const PAGE_CLOCK_BEHIND_MS = 30 * 60_000;
const PROVISIONING_PATH = "/api/json/webrtc/mobex/provisioning/get/";
const PROFILE_PATH = "/webrtc/api/";
const LOGOUT_PATH = "/webrtc/mobex/logout/";
const HISTORY_PATH = "/webrtc/mobex/cdrs/list";
const HISTORY_EMPTY_TEXT = "No History Found";
const HISTORY_ERROR_TEXT = "Error getting history";
const EXPIRED_CODE = errorCatalogue.jweTokenExpired.code;
const REAUTH = errorCatalogue.reauthNewTokenSent;
// The profile and voicemail polls come every 20 s (spec 1 §9); one of them meets the ended session.
const NEXT_POLL_MS = 45_000;

let server: TestServer;

test.beforeAll(async () => {
  server = await startTestServer({
    name: "token-renewal",
    env: { ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) },
  });
});

test.afterAll(async () => {
  await server.stop();
});

interface WatchedPage {
  readonly page: Page;
  /** Requests the browser could not complete, e.g. "net::ERR_UNEXPECTED_PROXY_AUTH". */
  readonly failedRequests: string[];
  /** Every answer to the provisioning call, the renewal's included. */
  readonly provisioning: Response[];
}

/** A page of this spec's server, in a context of its own, with its clock frozen in the past. */
async function openFrozenPage(browser: Browser, pageErrors: string[]): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: server.url });
  context.on("weberror", (webError) => pageErrors.push(String(webError.error())));
  const page = await context.newPage();
  await page.clock.setFixedTime(Date.now() - PAGE_CLOCK_BEHIND_MS);
  const failedRequests: string[] = [];
  const provisioning: Response[] = [];
  page.on("requestfailed", (request) =>
    failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? "?"}`),
  );
  page.on("response", (response) => {
    if (pathOf(response) === PROVISIONING_PATH) provisioning.push(response);
  });
  return { page, failedRequests, provisioning };
}

function pathOf(response: Response): string {
  return new URL(response.url()).pathname;
}

interface StoredSession {
  readonly jwetoken: string;
  readonly onetimetoken: string;
}

/** The session the app keeps in local storage (spec 1 §4), null once signed out. */
async function storedSession(page: Page): Promise<StoredSession | null> {
  const stored = await page.evaluate(() => localStorage.getItem("auth"));
  return stored === null ? null : (JSON.parse(stored) as StoredSession);
}

/** The envelope code the server gives `token` now (the profile call, as the app makes it). */
async function codeFor(page: Page, token: string): Promise<number | undefined> {
  const answer = await page.request.post(PROFILE_PATH, { data: { token } });
  const body = (await answer.json()) as { responses?: { code?: number }[] };
  return body.responses?.[0]?.code;
}

/** The server ends the device's session (as logout elsewhere or an administrator would). */
async function endSessionOnServer(page: Page, jwetoken: string): Promise<void> {
  const answer = await page.request.post(LOGOUT_PATH, { data: { token: jwetoken } });
  expect(answer.status()).toBe(200);
  expect(await codeFor(page, jwetoken)).toBe(EXPIRED_CODE);
}

async function openHistory(page: Page): Promise<void> {
  await page.getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("heading", { name: "History", level: 1 })).toBeVisible();
}

test("the server ends the JWE; the app renews on the expiry answer and History loads unnoticed", async ({
  browser,
  pageErrors,
}) => {
  test.setTimeout(4 * 60_000);
  const { page, failedRequests, provisioning } = await openFrozenPage(browser, pageErrors);
  await signIn(page, "alice@example.com");
  const signedIn = (await storedSession(page))!;
  const signInExchanges = provisioning.length;

  await test.step("the server's lifetime for the JWE runs out", async () => {
    await expect
      .poll(() => codeFor(page, signedIn.jwetoken), {
        message: "the server to answer the JWE with 407 JWE Token Expired",
        timeout: 3 * TOKEN_TTL_SECONDS * 1000,
        intervals: [2_000],
      })
      .toBe(EXPIRED_CODE);
  });

  await test.step("the browser reads the expiry: HTTP 401, Bearer invalid_token, envelope 407", async () => {
    const answer = await page.evaluate(
      async ({ path, token }) => {
        const response = await fetch(path, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ token }),
        });
        const body = (await response.json()) as { responses: { code: number }[] };
        return {
          status: response.status,
          challenge: response.headers.get("WWW-Authenticate"),
          code: body.responses[0]?.code,
        };
      },
      { path: PROFILE_PATH, token: signedIn.jwetoken },
    );
    expect(answer).toEqual({ status: 401, challenge: 'Bearer error="invalid_token"', code: EXPIRED_CODE });
  });

  await test.step("History: the app renews with its stored one-time token and the list loads", async () => {
    const listed = page.waitForResponse((response) => pathOf(response) === HISTORY_PATH && response.ok());
    await openHistory(page);
    await listed;
    await expect(page.getByText(HISTORY_EMPTY_TEXT)).toBeVisible();
    await expect(page.getByText(HISTORY_ERROR_TEXT)).toHaveCount(0);
  });

  await test.step("the renewal was the provisioning call with the stored one-time token", async () => {
    const renewals = provisioning.slice(signInExchanges);
    expect(renewals.length).toBeGreaterThan(0);
    const [renewal] = renewals;
    expect(new URL(renewal!.url()).searchParams.get("otp")).toBe(signedIn.onetimetoken);
    expect(renewal!.status()).toBe(200);
    const renewed = await storedSession(page);
    expect(renewed?.jwetoken).not.toBe(signedIn.jwetoken);
    expect(await codeFor(page, renewed!.jwetoken)).toBe(200);
  });

  await test.step("the user noticed nothing: no dialog, still signed in, no failed request", async () => {
    await expect(page.getByRole("dialog", { name: REAUTH.message })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    expect(new URL(page.url()).pathname).not.toBe("/login");
    expect(failedRequests).toEqual([]);
  });
});

// Below, the app meets the ended session on its own: its profile and voicemail polls (every 20 s,
// spec 1 §9) carry the token, and a dialog or the login screen may come before any click would.

test("a renewal answered 404 signs the user out", async ({ browser, pageErrors }) => {
  const { page, failedRequests, provisioning } = await openFrozenPage(browser, pageErrors);
  await signIn(page, "bob@example.com");
  const signInExchanges = provisioning.length;
  const renewal = page.waitForResponse((response) => pathOf(response) === PROVISIONING_PATH, {
    timeout: NEXT_POLL_MS,
  });
  await endSessionOnServer(page, (await storedSession(page))!.jwetoken);

  expect((await renewal).status()).toBe(404);
  await expect(page.getByRole("button", { name: "Request Token" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(provisioning.length).toBe(signInExchanges + 1);
  expect(await storedSession(page)).toBeNull();
  expect(failedRequests).toEqual([]);
});

test("a renewal answered 401 reauth opens the dialog; the e-mailed token brings the session back", async ({
  browser,
  pageErrors,
}) => {
  const email = "carol@example.com";
  const { page, failedRequests } = await openFrozenPage(browser, pageErrors);
  await signIn(page, email);

  // The server answers 401 reauth only to a device secret older than DEVICE_SECRET_TTL_DAYS (at
  // least a day, which a test cannot wait for): this one renewal gets that answer, as the server
  // sends it (provisioning-route.test.ts); every other request goes to the real server.
  await page.route(
    `**${PROVISIONING_PATH}**`,
    (route) =>
      route.fulfill({
        status: REAUTH.code,
        contentType: "application/json",
        body: JSON.stringify({
          status: "error",
          responses: [REAUTH],
          data: { new_token_sent: true, reauth: true },
        }),
      }),
    { times: 1 },
  );
  const seenIds = new Set((await readMailbox(page.request, email)).map((mail) => String(mail.id)));
  const reauthAnswer = page.waitForResponse((response) => pathOf(response) === PROVISIONING_PATH, {
    timeout: NEXT_POLL_MS,
  });
  await endSessionOnServer(page, (await storedSession(page))!.jwetoken);
  expect((await reauthAnswer).status()).toBe(401);
  const dialog = page.getByRole("dialog", { name: REAUTH.message });
  await expect(dialog).toBeVisible();

  // What the server mails with its own reauth answer, asked for here since the answer was not its.
  const requested = await page.request.get(`/api/json/webrtc/mobex/otp/get/?email=${email}&type=web`);
  const sent = ((await requested.json()) as { data?: { sent?: boolean } | null }).data?.sent;
  const token = await waitForToken(page.request, email, { seenIds, reuseSeen: sent === false });
  const exchanged = page.waitForResponse((response) => pathOf(response) === PROVISIONING_PATH);
  await dialog.getByLabel("Token", { exact: true }).fill(token);
  await dialog.getByRole("button", { name: "Submit" }).click();
  expect((await exchanged).status()).toBe(200);
  await expect(dialog).toHaveCount(0);

  expect(await codeFor(page, (await storedSession(page))!.jwetoken)).toBe(200);
  const listed = page.waitForResponse((response) => pathOf(response) === HISTORY_PATH && response.ok());
  await openHistory(page);
  await listed;
  await expect(page.getByText(HISTORY_EMPTY_TEXT)).toBeVisible();
  expect(failedRequests).toEqual([]);
});
