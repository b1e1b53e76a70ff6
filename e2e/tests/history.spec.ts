// Call history (spec 1 §2 history, §3 History item, §8, §9): what each party sees after a call —
// direction, name and duration — a missed call under Missed, hiding an entry for good, and calling
// back from the list.
import type { Locator, Page } from "@playwright/test";
import { callDrawer as calls, connect, expect, test, waitRegistered } from "../support/media";

const historyTable = (page: Page): Locator => page.getByRole("table", { name: "Call history" });
/** The newest call of today: the first row under the day heading "Today". */
const newestToday = (page: Page): Locator =>
  historyTable(page).getByRole("rowgroup", { name: "Today" }).getByRole("row").nth(1);
const rowOf = (page: Page, name: string): Locator =>
  historyTable(page).getByRole("row").filter({ hasText: name }).first();

async function openHistory(page: Page): Promise<void> {
  await page.getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("heading", { name: "History", level: 1 })).toBeVisible();
}

/** h:mm:ss → seconds. */
function seconds(text: string): number {
  const [h, m, s] = text.split(":").map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
}

test("both parties' history shows the call with its direction and duration", async ({ phonePage }) => {
  const alice = await phonePage("alice@example.com");
  const bob = await phonePage("bob@example.com");
  await Promise.all([waitRegistered(alice), waitRegistered(bob)]);

  const answeredAt = Date.now();
  await connect(alice, bob, "1002");
  // They talk a few seconds: until Alice's call timer reads 4 s.
  await expect(calls(alice).getByRole("timer", { name: "Call duration" })).toHaveText(/00:00:0[4-9]/, {
    timeout: 15_000,
  });
  await calls(alice).getByRole("button", { name: "Hang Up" }).click();
  const talkedSeconds = (Date.now() - answeredAt) / 1000;
  await expect(calls(bob).getByRole("region")).toHaveCount(0);

  await test.step("Alice sees an outgoing call to Bob lasting as long as they talked", async () => {
    await openHistory(alice);
    const row = newestToday(alice);
    await expect(row).toContainText("Bob Brown");
    await expect(row.getByRole("img", { name: "Outgoing call" })).toBeVisible();
    await expect(row.getByRole("button", { name: "Call 1002" })).toBeVisible();
    await expect(row.getByRole("cell").nth(4)).toHaveText(/^\d\d:\d\d$/);
    const duration = seconds((await row.getByRole("cell").nth(3).textContent()) ?? "");
    // The timer read 4 s at hang-up; the answer came after `answeredAt`, so the record is at most this long.
    expect(duration).toBeGreaterThanOrEqual(3);
    expect(duration).toBeLessThanOrEqual(Math.ceil(talkedSeconds) + 1);
  });

  await test.step("Bob sees the same call as incoming, with the same duration", async () => {
    await openHistory(bob);
    const row = newestToday(bob);
    await expect(row).toContainText("Alice Adams");
    await expect(row.getByRole("img", { name: "Incoming call" })).toBeVisible();
    const aliceRow = newestToday(alice);
    const aliceDuration = seconds((await aliceRow.getByRole("cell").nth(3).textContent()) ?? "");
    const bobDuration = seconds((await row.getByRole("cell").nth(3).textContent()) ?? "");
    expect(Math.abs(bobDuration - aliceDuration)).toBeLessThanOrEqual(1);
  });
});

test("a missed call shows under Missed, hiding it lasts, and a number calls back", async ({ phonePage }) => {
  const alice = await phonePage("alice@example.com");
  const carol = await phonePage("carol@example.com");
  await Promise.all([waitRegistered(alice), waitRegistered(carol)]);
  await openHistory(alice);

  await test.step("Carol rings Alice and gives up: the call is missed", async () => {
    const dialpad = carol.getByRole("region", { name: "Dialpad" });
    await dialpad.getByLabel("Number", { exact: true }).fill("1001");
    await dialpad.getByRole("button", { name: "Call", exact: true }).click();
    await expect(calls(alice).getByText("Incoming Call...")).toBeVisible();
    await calls(carol).getByRole("button", { name: "Hang Up" }).click();
    await expect(calls(alice).getByRole("region")).toHaveCount(0);
  });

  await test.step("the Missed tab lists it; Outgoing does not", async () => {
    await alice.getByRole("tab", { name: "Missed" }).click();
    const row = rowOf(alice, "Carol Clark");
    await expect(row.getByRole("img", { name: "Missed call" })).toBeVisible();
    await expect(row).toContainText("0:00:00");
    await alice.getByRole("tab", { name: "Outgoing" }).click();
    // Other specs leave Alice's calls to Carol in the history; none of them is a missed one.
    await expect(
      historyTable(alice)
        .getByRole("row")
        .filter({ hasText: "Carol Clark" })
        .getByRole("img", { name: "Missed call" }),
    ).toHaveCount(0);
    await alice.getByRole("tab", { name: "All" }).click();
  });

  await test.step("the details list the other calls with Carol's number", async () => {
    await rowOf(alice, "Carol Clark").getByRole("button", { name: "Details of Carol Clark" }).click();
    const dialog = alice.getByRole("dialog", { name: "Carol Clark" });
    await expect(dialog).toContainText("Missed call");
    await expect(dialog.getByRole("heading", { name: "More records" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
  });

  await test.step("calling back from the list rings Carol", async () => {
    await rowOf(alice, "Carol Clark").getByRole("button", { name: "Call 1003" }).click();
    await expect(calls(carol).getByText("Incoming Call...")).toBeVisible();
    await expect(calls(carol)).toContainText("Alice Adams");
    await calls(alice).getByRole("button", { name: "Hang Up" }).click();
    await expect(calls(carol).getByRole("region")).toHaveCount(0);
    await expect(calls(alice).getByRole("region")).toHaveCount(0);
  });

  await test.step("hiding the missed call removes it, also after a reload", async () => {
    await alice.getByRole("tab", { name: "Missed" }).click();
    const missedRows = historyTable(alice).getByRole("row").filter({ hasText: "Carol Clark" });
    const before = await missedRows.count();
    const hidden = alice.waitForResponse((response) => response.url().endsWith("/webrtc/mobex/cdrs/hide"));
    await missedRows.first().getByRole("button", { name: "Remove Carol Clark from history" }).click();
    expect(((await (await hidden).json()) as { responses: { code: number }[] }).responses[0]?.code).toBe(204);
    await expect(missedRows).toHaveCount(before - 1);
    await alice.reload();
    await alice.getByRole("tab", { name: "Missed" }).click();
    await expect(alice.getByText("No History Found").or(historyTable(alice))).toBeVisible();
    await expect(historyTable(alice).getByRole("row").filter({ hasText: "Carol Clark" })).toHaveCount(
      before - 1,
    );
  });
});
