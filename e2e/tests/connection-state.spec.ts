// Connection state you cannot miss (issue 9, spec 1 §2 App bar): the banner 'Not connected. Trying
// to reconnect…' on every page while the browser is offline or the server and its SIP socket are
// gone, the user's own line Offline meanwhile, and a return by itself that says so. And one source
// for the user's own line: the header says On a call during a call, as the own board tile does from
// its first paint.
import type { Page, WebSocketRoute } from "@playwright/test";
import { callDrawer, dialFromHome, expect, test, waitRegistered } from "../support/media";

const NOT_CONNECTED = "Not connected. Trying to reconnect…";
const CONNECTED_AGAIN = "Connected again";

const connection = (page: Page) => page.getByRole("status", { name: "Connection" });
const header = (page: Page) => page.getByRole("banner");
const phoneStatus = (page: Page) => page.getByRole("status", { name: "Phone status" });

/** What shows that each screen opened. */
const screens = {
  Home: (page: Page) => page.getByRole("region", { name: "Dialpad" }),
  History: (page: Page) => page.getByRole("heading", { name: "History", level: 1 }),
  Presence: (page: Page) => page.getByRole("heading", { name: "Presence", level: 1 }),
} as const;

async function goTo(page: Page, link: keyof typeof screens): Promise<void> {
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: link }).click();
  await expect(screens[link](page)).toBeVisible();
}

/** The signed-in screen says the link is lost: banner, header and dialpad. */
async function expectLost(page: Page): Promise<void> {
  await expect(connection(page)).toHaveText(NOT_CONNECTED);
  await expect(header(page)).toContainText("Offline");
  await expect(header(page)).not.toContainText("Available");
}

/** …and that it came back by itself: confirmation, registered, Available, then the banner goes. */
async function expectRecovered(page: Page): Promise<void> {
  await expect(connection(page)).toHaveText(CONNECTED_AGAIN);
  await goTo(page, "Home");
  await waitRegistered(page);
  await expect(phoneStatus(page)).toHaveText("Ready for calls");
  await expect(header(page)).toContainText("Available");
  await expect(connection(page)).toBeEmpty();
}

test("with the browser offline every page shows the banner and the line is offline; back online it registers again", async ({
  phonePage,
}) => {
  const page = await phonePage("alice@example.com");
  await waitRegistered(page);
  await expect(header(page)).toContainText("Available");
  await expect(connection(page)).toBeEmpty();
  // Each screen's code is loaded while online: the app, not the test, is what must cope offline.
  await goTo(page, "History");
  await goTo(page, "Home");

  await page.context().setOffline(true);
  await expectLost(page);
  await expect(phoneStatus(page)).toHaveText("Not connected");
  await goTo(page, "History");
  await expectLost(page);

  await test.step("a screen whose code cannot load offline fails inside the shell, which stays up", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Presence" })
      .click();
    await expect(page.getByRole("heading", { name: "Looks like something went wrong!" })).toBeVisible();
    await expectLost(page);
    await goTo(page, "History");
  });

  // The old socket may be a dead flow: the phone opens a fresh one and registers on it.
  const freshSocket = page.waitForEvent("websocket");
  await page.context().setOffline(false);
  await freshSocket;
  await expectRecovered(page);
});

test("when the server and its SIP socket are gone the banner shows; when they return the phone registers again", async ({
  phonePage,
}) => {
  const page = await phonePage("bob@example.com");
  let outage = false;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/.*/, (socket) => {
    if (outage) {
      void socket.close({ code: 1011, reason: "server away" });
      return;
    }
    socket.connectToServer();
    sockets.push(socket);
  });
  // The phone's socket opens again, now through the route.
  await page.reload();
  await waitRegistered(page);
  await expect(header(page)).toContainText("Available");

  outage = true;
  const refuse = /\/(webrtc\/|version\.txt)/;
  await page.route(refuse, (route) => route.abort("connectionrefused"));
  await Promise.all(sockets.map((socket) => socket.close({ code: 1011, reason: "server away" })));
  await expectLost(page);
  await expect(phoneStatus(page)).toHaveText("Not connected");
  await goTo(page, "History");
  await expect(connection(page)).toHaveText(NOT_CONNECTED);

  outage = false;
  await page.unroute(refuse);
  await expectRecovered(page);
});

test("during a call the header says On a call, and the own board tile says the same from its first paint", async ({
  phonePage,
}) => {
  const carol = await phonePage("carol@example.com");
  const dave = await phonePage("dave@example.com");
  await Promise.all([waitRegistered(carol), waitRegistered(dave)]);
  await expect(header(carol)).toContainText("Available");

  await dialFromHome(carol, "1004");
  await callDrawer(dave).getByRole("button", { name: "Answer" }).click();
  await expect(callDrawer(carol).getByRole("timer", { name: "Call duration" })).toBeVisible();
  await expect(header(carol)).toContainText("On a call");
  await expect(header(dave)).toContainText("On a call");
  await expect(header(carol)).not.toContainText("Available");

  await goTo(carol, "Presence");
  const ownTile = carol
    .getByRole("list", { name: "Presence board" })
    .getByRole("listitem", { name: "My line" });
  await expect(ownTile).toBeVisible();
  // Read once, without waiting: the tile's first paint must already agree with the header.
  expect(await ownTile.textContent()).toContain("On a call");

  await callDrawer(carol).getByRole("button", { name: "Hang Up" }).click();
  await expect(header(carol)).toContainText("Available");
  await expect(ownTile).toContainText("Available");
});
