// The phone book (spec 1 §2 contacts, §3 Contact, §5, §9): search over names and numbers, the
// detail dialog with every field, and a number that calls.
import { callDrawer as calls, expect, test, waitRegistered } from "../support/media";

test("contacts are searched, opened and called", async ({ phonePage }) => {
  const erin = await phonePage("erin@example.com");
  const frank = await phonePage("frank@example.com");
  await Promise.all([waitRegistered(erin), waitRegistered(frank)]);

  await erin.getByRole("link", { name: "Contacts" }).click();
  await expect(erin.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
  const search = erin.getByRole("searchbox", { name: "Search contacts" });
  const cards = erin.getByRole("article");

  await test.step("a search by name finds the contact whatever the case", async () => {
    await search.fill("HARRIET");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Harriet Clarke");
    await expect(cards.first()).toContainText("Northwind Office Supplies · Account Management");
  });

  await test.step("a search by number finds it too, written without spaces", async () => {
    await search.fill("7700900412");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Harriet Clarke");
  });

  await test.step("the detail dialog shows every field", async () => {
    await cards.first().getByRole("button", { name: "Details of Harriet Clarke" }).click();
    const dialog = erin.getByRole("dialog", { name: "Harriet Clarke" });
    for (const text of ["+44 20 7946 0121", "+44 7700 900412", "Account Management", "Clarke"]) {
      await expect(dialog).toContainText(text);
    }
    await expect(dialog.getByRole("link", { name: "harriet.clarke@northwind-supplies.co.uk" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("the screen survives a reload at its own address", async () => {
    await erin.reload();
    await expect(erin.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
    await expect(erin.getByLabel(/contacts in total/)).toBeVisible();
  });

  await test.step("a colleague's extension on a card calls them", async () => {
    await search.fill("frank");
    const card = erin.getByRole("article", { name: "Frank Fisher" });
    await card.getByRole("button", { name: "Call 1006" }).click();
    await expect(calls(frank).getByText("Incoming Call...")).toBeVisible();
    await expect(calls(frank)).toContainText("Erin Evans");
    await calls(erin).getByRole("button", { name: "Hang Up" }).click();
    await expect(calls(frank).getByRole("region")).toHaveCount(0);
  });
});
