// The chat survives a dropped socket (issue 13; spec 2 §4, §8): Frank's XMPP WebSocket goes away;
// he reads that the connection is unstable, the client reconnects and resumes its stream (XEP-0198),
// and the message Erin sent meanwhile reaches him — none lost; his next message reaches Erin.
import type { Page, WebSocketRoute } from "@playwright/test";
import { messages, openChat, openContactConversation, sendMessage, waitChatReady } from "../support/chat";
import { expect, test } from "../support/test";

/** Routes the page's chat socket through the test, so that it can drop it; takes effect at the next load. */
async function chatSocketSwitch(page: Page): Promise<{ drop(): Promise<void> }> {
  const live: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  await page.routeWebSocket(/\/xmpp-websocket/, (socket) => {
    live.push({ page: socket, server: socket.connectToServer() });
  });
  return {
    async drop() {
      for (const { page: pageSide, server } of live.splice(0)) {
        await pageSide.close({ code: 1006, reason: "network drop" }).catch(() => undefined);
        await server.close().catch(() => undefined);
      }
    },
  };
}

test("a dropped chat socket loses no message", async ({ newUserPage }) => {
  const erin = await newUserPage("erin@example.com");
  const frank = await newUserPage("frank@example.com");
  const socket = await chatSocketSwitch(frank);
  await frank.reload();
  for (const [page, colleague] of [
    [erin, "Frank Fisher"],
    [frank, "Erin Evans"],
  ] as const) {
    await openChat(page);
    await openContactConversation(page, colleague);
    await waitChatReady(page);
  }

  await test.step("Frank's socket drops; Erin's message sent meanwhile reaches him", async () => {
    await socket.drop();
    await expect(frank.getByText("Not connected. Trying to reconnect…")).toBeVisible();
    await sendMessage(erin, "Sent while your line was down");
    await expect(messages(frank).getByText("Sent while your line was down")).toBeVisible();
    await waitChatReady(frank);
  });

  await test.step("Frank writes again after the drop", async () => {
    await sendMessage(frank, "Back again");
    await expect(messages(erin).getByText("Back again")).toBeVisible();
  });
});
