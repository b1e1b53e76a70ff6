// What colleagues read on the presence board (spec 1 §2 board and System Settings, §5 status message,
// §9 BLF 5 s; issue 9): a saved status text is in the own app bar at once and on a colleague's board
// with the next poll, closing the menu saves a pending change, a counter comes before the 20-character
// cut; two colleagues with one first name show their surnames; Edit on the System board explains
// that it makes a new board; outlined tiles stand in while the board loads. This spec renames a demo
// user, so it runs on a server of its own.
import type { Browser, BrowserContext, Page, Request } from "@playwright/test";
import { openBoard } from "../support/presence";
import { openUserPage } from "../support/sign-in";
import { expect, test } from "../support/test";
import { startTestServer, type TestServer } from "../support/test-server";

const STATUS_PATH = "/webrtc/mobex/status/";
const BLF_PATH = "/webrtc/mobex/blf/get/";
const PROFILE_PATH = "/webrtc/api/";

let server: TestServer;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  server = await startTestServer({ name: "presence-names-status" });
});

test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

test.afterAll(async () => {
  await server.stop();
});

/** A page of this spec's server, signed in as `email`, in a context of its own. */
const openAs = (browser: Browser, pageErrors: string[], email: string): Promise<Page> =>
  openUserPage(browser, email, { baseURL: server.url, contexts, pageErrors });

const isPost = (path: string) => (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === path;

const tile = (page: Page, name: string) =>
  page.getByRole("list", { name: "Presence board" }).getByRole("listitem", { name, exact: true });

async function openAccountSettings(page: Page) {
  await page.getByRole("button", { name: "Account settings" }).click();
  return page.getByRole("dialog", { name: "Account settings" });
}

test("a status text reaches the own app bar at once and a colleague's board with the next poll", async ({
  browser,
  pageErrors,
}) => {
  const alice = await openAs(browser, pageErrors, "alice@example.com");
  const bob = await openAs(browser, pageErrors, "bob@example.com");
  await openBoard(alice);
  await expect(tile(alice, "Bob Brown")).toContainText("Available");
  // Bob's profile polls go unanswered from here on (until his page closes): whatever his app bar
  // shows next came from the save.
  await bob.route(`**${PROFILE_PATH}`, () => undefined);

  const menu = await openAccountSettings(bob);
  const status = menu.getByRole("textbox", { name: "Status" });

  await test.step("a counter shows as the text nears 20 characters; more is cut with a warning", async () => {
    await status.fill("Out of office"); // 13 characters
    await expect(menu.getByText("13/20")).toHaveCount(0);
    await status.fill("Out of office!"); // 14
    await expect(menu.getByText("14/20")).toBeVisible();
    await status.fill("Out of office until Monday 9am");
    await expect(status).toHaveValue("Out of office until ");
    await expect(menu.getByRole("alert")).toHaveText("Only the first 20 characters were kept");
    await expect(menu.getByText("20/20")).toBeVisible();
  });

  await test.step("closing the menu right after typing saves the text, and the app bar shows it", async () => {
    await status.fill("Back at 3pm");
    const saving = bob.waitForRequest(isPost(STATUS_PATH));
    await bob.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    const saved = await (await saving).response();
    expect(saved?.ok()).toBe(true);
    expect((await saving).postDataJSON()).toMatchObject({ status: "Back at 3pm" });
    await expect(bob.getByRole("banner")).toContainText("Back at 3pm");
  });

  await test.step("Alice's next board poll after the save shows it on Bob's tile", async () => {
    const nextPoll = await alice.waitForRequest(isPost(BLF_PATH));
    const answer = (await (await nextPoll.response())?.json()) as {
      data: { blf_name: string; mobex_status: string }[];
    };
    expect(answer.data.find((entry) => entry.blf_name === "Bob Brown")?.mobex_status).toBe("Back at 3pm");
    await expect(tile(alice, "Bob Brown")).toContainText("Back at 3pm");
  });

  await test.step("the menu opens again on the saved text", async () => {
    const reopened = await openAccountSettings(bob);
    await expect(reopened.getByRole("textbox", { name: "Status" })).toHaveValue("Back at 3pm");
  });
});

test("colleagues who share a first name show their surnames; the switch shows everyone's", async ({
  browser,
  pageErrors,
}) => {
  await server.admin("user", "update", "henry@example.com", "--name", "Alice Hill");
  const carol = await openAs(browser, pageErrors, "carol@example.com");
  await openBoard(carol);

  await test.step("the two Alices show their surnames, everyone else the first name", async () => {
    await expect(tile(carol, "Alice Adams").getByText("Alice Adams", { exact: true })).toBeVisible();
    await expect(tile(carol, "Alice Hill").getByText("Alice Hill", { exact: true })).toBeVisible();
    await expect(tile(carol, "Bob Brown").getByText("Bob", { exact: true })).toBeVisible();
    await expect(tile(carol, "Bob Brown").getByText("Bob Brown")).toHaveCount(0);
  });

  await test.step("with Show BLF surname on, every colleague shows the surname", async () => {
    const menu = await openAccountSettings(carol);
    await menu.getByRole("menuitem", { name: "System Settings" }).click();
    const settings = carol.getByRole("dialog", { name: "System Settings" });
    const toggle = settings.getByRole("switch", { name: "Show BLF surname" });
    await expect(toggle).toBeEnabled();
    await toggle.check();
    await settings.getByRole("button", { name: "Close" }).click();
    await expect(settings).toBeHidden();
    await expect(tile(carol, "Bob Brown").getByText("Bob Brown", { exact: true })).toBeVisible();
  });
});

test("Edit on the System board explains that it makes a new board before it does", async ({
  browser,
  pageErrors,
}) => {
  const dave = await openAs(browser, pageErrors, "dave@example.com");
  await openBoard(dave);
  await expect(dave.getByRole("combobox", { name: "Board" })).toHaveText("System");
  const edit = dave.getByRole("button", { name: "Edit", exact: true });

  await edit.click();
  const explanation = dave.getByRole("dialog", { name: "Create a board of your own?" });
  await expect(explanation).toContainText("The System board is set up by your administrator");
  await expect(dave.getByRole("dialog", { name: "New board" })).toHaveCount(0);
  await explanation.getByRole("button", { name: "Cancel" }).click();
  await expect(explanation).toBeHidden();

  await edit.click();
  await explanation.getByRole("button", { name: "Create new board" }).click();
  const editor = dave.getByRole("dialog", { name: "New board" });
  await expect(editor.getByRole("listitem", { name: "Bob Brown", exact: true }).first()).toBeVisible();
  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect(editor).toBeHidden();
  await expect(dave.getByRole("combobox", { name: "Board" })).toHaveText("System");
});

test("outlined tiles stand in for the board until its first answer arrives", async ({
  browser,
  pageErrors,
}) => {
  const erin = await openAs(browser, pageErrors, "erin@example.com");
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await erin.route(`**${BLF_PATH}`, async (route) => {
    await released;
    await route.continue();
  });

  // Home already holds the board's answer (the dial field's suggestions read it), so the board
  // would draw from it at once: a fresh load of /blf is a board with nothing yet.
  await erin.goto("/blf");
  await expect(erin.getByRole("heading", { name: "Presence", level: 1 })).toBeVisible();
  const loading = erin.getByRole("status", { name: "Loading the presence board" });
  await expect(loading).toBeVisible();
  await expect(erin.getByRole("list", { name: "Presence board" })).toHaveCount(0);

  release();
  await expect(tile(erin, "Alice Adams")).toBeVisible();
  await expect(loading).toHaveCount(0);
});
