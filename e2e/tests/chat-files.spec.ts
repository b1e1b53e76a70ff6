// Files and link previews in a chat (issue 13; spec 2 §3, §4, §5, §7): Carol shares an image with
// Dave — a thumbnail in the message, the file downloaded intact (its hash compared) — and a link to
// a page served on loopback, previewed by the server (CHAT_PREVIEW_ALLOW_HOSTS lets a test reach it;
// so this spec runs on a server of its own).
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { messages, openChat, openContactConversation, sendMessage, waitChatReady } from "../support/chat";
import { screenshotAtWidths } from "../support/screenshots";
import { openUserPage } from "../support/sign-in";
import { expect, test } from "../support/test";
import { startTestServer, type TestServer } from "../support/test-server";

// A 2 × 2 PNG (red, green, blue, white): real image bytes, so that the server's content check passes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMIM/4EAAB/uBfsL2WiLAAAAAElFTkSuQmCC",
  "base64",
);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function previewPage(): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      '<html><head><title>Quarterly plan</title><meta property="og:title" content="Quarterly plan">' +
        '<meta property="og:description" content="Targets and dates for the next quarter"></head><body>plan</body></html>',
    );
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

test.describe("chat files and link previews", () => {
  let site: Server;
  let server: TestServer;
  const contexts: BrowserContext[] = [];

  test.beforeAll(async () => {
    site = await previewPage();
    const { port } = site.address() as AddressInfo;
    server = await startTestServer({
      name: "chat-files",
      env: { CHAT_PREVIEW_ALLOW_HOSTS: `127.0.0.1:${port}` },
    });
  });
  test.afterAll(async () => {
    await server.stop();
    site.close();
  });
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const openAs = (browser: Browser, pageErrors: string[], email: string): Promise<Page> =>
    openUserPage(browser, email, { baseURL: server.url, contexts, pageErrors });

  test("an image shared and downloaded intact, and a link previewed", async ({
    browser,
    pageErrors,
  }, testInfo) => {
    const carol = await openAs(browser, pageErrors, "carol@example.com");
    const dave = await openAs(browser, pageErrors, "dave@example.com");
    for (const [page, colleague] of [
      [carol, "Dave Davis"],
      [dave, "Carol Clark"],
    ] as const) {
      await openChat(page);
      await openContactConversation(page, colleague);
      await waitChatReady(page);
    }

    await test.step("Carol shares an image: both see its thumbnail", async () => {
      const chooser = carol.waitForEvent("filechooser");
      await carol.getByLabel("Attach a file").click();
      await (await chooser).setFiles({ name: "colours.png", mimeType: "image/png", buffer: PNG });
      await expect(messages(carol).getByRole("img", { name: "colours.png" })).toBeVisible();
      await expect(messages(dave).getByRole("img", { name: "colours.png" })).toBeVisible();
    });

    await test.step("Dave downloads it: the same bytes", async () => {
      const downloaded = dave.waitForEvent("download");
      await messages(dave).getByRole("button", { name: "Download colours.png" }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe("colours.png");
      expect(sha256(await readFile(await download.path()))).toBe(sha256(PNG));
    });

    await test.step("a link gets the page's preview", async () => {
      const { port } = site.address() as AddressInfo;
      await sendMessage(carol, `The plan: http://127.0.0.1:${port}/plan`);
      for (const page of [carol, dave]) {
        await expect(
          messages(page).getByRole("link", { name: "Link preview: Quarterly plan" }),
        ).toBeVisible();
        await expect(messages(page).getByText("Targets and dates for the next quarter")).toBeVisible();
      }
      await screenshotAtWidths(dave, testInfo, "chat-files-dave");
    });
  });
});
