// Chat groups in the right drawer (issue 13; spec 2 §2, §5, §6): Grace creates a group with Henry
// and Alice (Create is disabled until a name and a member are there), sees herself as its Admin,
// removes a member, and deletes it after 'Are you sure you want to delete this room?' — the group
// closes and leaves her groups; Henry, a member, sees the group and its creator but no owner controls.
import type { Page } from "@playwright/test";
import { openChat } from "../support/chat";
import { screenshotAtWidths } from "../support/screenshots";
import { expect, test } from "../support/test";

async function openGroupsTab(page: Page): Promise<void> {
  await openChat(page);
  await page.getByRole("tab", { name: "groups" }).click();
}

test("create a group, its settings with the owner's rules, and delete it", async ({
  newUserPage,
}, testInfo) => {
  const grace = await newUserPage("grace@example.com");
  const henry = await newUserPage("henry@example.com");
  const name = `Launch ${Date.now() % 100000}`;
  await openGroupsTab(henry);

  await test.step("Create Group: disabled until a name and a member are chosen, then the group opens", async () => {
    await openGroupsTab(grace);
    await grace.getByRole("button", { name: "create group" }).click();
    const drawer = grace.getByRole("dialog", { name: "Create Group" });
    const create = drawer.getByRole("button", { name: "Create" });
    await expect(create).toBeDisabled();
    await drawer.getByRole("textbox", { name: "Group name" }).fill(name);
    await expect(create).toBeDisabled();
    await drawer.getByRole("checkbox", { name: "Henry Hill" }).check();
    await drawer.getByRole("checkbox", { name: "Alice Adams" }).check();
    await screenshotAtWidths(grace, testInfo, "chat-group-create");
    await create.click();
    await expect(drawer).toBeHidden();
    await expect(grace).toHaveURL(/\/chat\/g[a-z2-7]{12}$/);
    await expect(grace.getByRole("heading", { name, exact: true })).toBeVisible();
  });

  await test.step("Group Settings: Grace is the Admin and removes Alice", async () => {
    await grace.getByRole("button", { name: "Group settings" }).click();
    const settings = grace.getByRole("dialog", { name: "Group Settings" });
    const members = settings.getByRole("list", { name: "Group members" });
    await expect(members.getByRole("listitem").filter({ hasText: "Grace Green" })).toContainText("Admin");
    await screenshotAtWidths(grace, testInfo, "chat-group-settings");
    await members.getByRole("button", { name: "Remove Alice Adams" }).click();
    await expect(members.getByText("Alice Adams")).toBeHidden();
    await grace.getByRole("button", { name: "Close" }).click();
  });

  await test.step("Henry, a member, sees the group and its creator, without owner controls", async () => {
    // Henry's chat was open before the group existed: the mediated invitation (XEP-0045 §7.8.2) lists it live.
    await henry
      .getByRole("list", { name: "groups list" })
      .getByRole("link", { name: new RegExp(name) })
      .click();
    await henry.getByRole("button", { name: "Group settings" }).click();
    const settings = henry.getByRole("dialog", { name: "Group Settings" });
    await expect(settings.getByText("Creator: Grace Green")).toBeVisible();
    await expect(settings.getByRole("button", { name: /^Remove / })).toHaveCount(0);
    await expect(settings.getByRole("button", { name: "Delete group" })).toHaveCount(0);
    await henry.getByRole("button", { name: "Close" }).click();
  });

  await test.step("Grace deletes it after the question: it closes and leaves her groups", async () => {
    await grace.getByRole("button", { name: "Group settings" }).click();
    grace.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to delete this room?");
      void dialog.accept();
    });
    await grace
      .getByRole("dialog", { name: "Group Settings" })
      .getByRole("button", { name: "Delete group" })
      .click();
    await expect(grace).toHaveURL(/\/chat$/);
    await grace.getByRole("tab", { name: "groups" }).click();
    await expect(grace.getByRole("list", { name: "groups list" }).getByText(name)).toHaveCount(0);
  });
});
