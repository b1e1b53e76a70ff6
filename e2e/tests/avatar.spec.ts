// Avatars (issue 4; spec 1 §2 Avatar dialog, §5, §7 avatar/upload and avatar/getimage): Dave picks a
// picture in the avatar dialog, crops and zooms it, saves; his own avatar shows it at once, and Erin
// sees it on her call screen when Dave calls her. Grace's new picture reaches Henry's presence board
// with its next poll, and her card in his contacts.
import type { Locator, Page } from "@playwright/test";
import { callDrawer as calls, dialFromHome, expect, test, waitRegistered } from "../support/media";

const UPLOAD_PATH = "/webrtc/mobex/avatar/upload";
// spec 1 §9: the presence board asks blf/get every 5 s.
const BLF_POLL_MS = 5_000;

/** A real PNG photo-like picture, drawn by the browser (no fixture file to keep in the repository). */
async function drawPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 900;
    canvas.height = 600;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    const sky = context.createLinearGradient(0, 0, 0, 600);
    sky.addColorStop(0, "#1e88e5");
    sky.addColorStop(1, "#80deea");
    context.fillStyle = sky;
    context.fillRect(0, 0, 900, 600);
    context.fillStyle = "#ffca28";
    context.beginPath();
    context.arc(450, 260, 150, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = "#5d4037";
    context.fillRect(300, 430, 300, 170);
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
}

/** The picture inside `scope` has loaded from avatar/getimage (not the initials fallback). */
async function expectPictureLoaded(scope: Locator, name: string): Promise<void> {
  const image = scope.getByRole("img", { name });
  await expect(image).toHaveAttribute("src", /\/webrtc\/mobex\/avatar\/getimage\?name=\d+&hash=[0-9a-f]{64}/);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

test("a picture saved in the avatar dialog shows on the own avatar and on a colleague's call screen", async ({
  phonePage,
}, testInfo) => {
  const dave = await phonePage("dave@example.com");
  const erin = await phonePage("erin@example.com");
  const picture = await drawPicture(dave);

  await test.step("Dave opens the avatar dialog from the settings menu", async () => {
    await dave.getByRole("button", { name: "Account settings" }).click();
    await dave.getByRole("menuitem", { name: "Change profile picture" }).click();
  });
  const dialog = dave.getByRole("dialog", { name: "Change profile picture" });
  await expect(dialog.getByText("Max size: 20MB Format: JPG/PNG")).toBeVisible();
  await dave.screenshot({ path: testInfo.outputPath("avatar-dialog-empty.png") });

  await test.step("a file that is no picture is refused", async () => {
    await dialog.getByLabel("Profile picture file").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await expect(dialog.getByText("File should be a JPG or PNG image")).toBeVisible();
  });

  await test.step("he picks a PNG, zooms in and saves", async () => {
    await dialog.getByLabel("Profile picture file").setInputFiles({
      name: "dave.png",
      mimeType: "image/png",
      buffer: picture,
    });
    const zoom = dialog.getByRole("slider", { name: "Zoom" });
    await expect(zoom).toHaveAttribute("aria-valuenow", "1");
    await zoom.focus();
    for (let step = 0; step < 5; step += 1) await dave.keyboard.press("ArrowRight");
    await expect(zoom).toHaveAttribute("aria-valuenow", "1.5");
    await dave.screenshot({ path: testInfo.outputPath("avatar-dialog-crop-light.png") });
    await dave.emulateMedia({ colorScheme: "dark" });
    await dave.screenshot({ path: testInfo.outputPath("avatar-dialog-crop-dark.png") });
    await dave.emulateMedia({ colorScheme: "light" });

    const uploaded = dave.waitForResponse((response) => response.url().endsWith(UPLOAD_PATH));
    await dialog.getByRole("button", { name: "Save" }).click();
    const answer = await uploaded;
    expect(answer.status()).toBe(200);
    // Compressed in the browser to about 0.1 MB before it left (spec 1 §5).
    expect(answer.request().postData()?.length ?? 0).toBeLessThan(150_000);
    await expect(dialog).toBeHidden();
  });

  await test.step("his own avatar in the app bar shows the picture", async () => {
    await expectPictureLoaded(dave.getByRole("button", { name: "Account settings" }), "Dave Davis");
  });

  await test.step("Erin sees Dave's picture when he calls her", async () => {
    await Promise.all([waitRegistered(dave), waitRegistered(erin)]);
    await dialFromHome(dave, "1005");
    await expect(calls(erin).getByText("Incoming Call...")).toBeVisible();
    await expectPictureLoaded(calls(erin), "Dave Davis");
    await erin.screenshot({ path: testInfo.outputPath("avatar-call-screen.png") });
    await calls(dave).getByRole("button", { name: "Hang Up" }).click();
    await expect(calls(erin).getByRole("region")).toHaveCount(0);
  });

  await test.step("removing the picture brings the initials back", async () => {
    await dave.getByRole("button", { name: "Account settings" }).click();
    await dave.getByRole("menuitem", { name: "Change profile picture" }).click();
    await dialog.getByRole("button", { name: "Remove picture" }).click();
    await expect(dialog).toBeHidden();
    const own = dave.getByRole("button", { name: "Account settings" });
    await expect(own.getByRole("img", { name: "Dave Davis" })).toHaveCount(0);
    await expect(own).toContainText("DD");
  });
});

/** The side navigation widens under the pointer and with a focused link, over the content: narrow it for a screenshot. */
async function collapseSideNav(page: Page): Promise<void> {
  await page.mouse.move(1000, 600);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect.poll(() => nav.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(60);
}

test("a colleague's new picture shows on their presence-board tile within one poll", async ({
  phonePage,
}, testInfo) => {
  const grace = await phonePage("grace@example.com");
  const henry = await phonePage("henry@example.com");
  await henry
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Presence" })
    .click();
  const tile = henry
    .getByRole("list", { name: "Presence board" })
    .getByRole("listitem", { name: "Grace Green" });
  await expect(tile).toContainText("GG");
  await expect(tile.locator("img")).toHaveCount(0);

  const hash = await test.step("Grace saves a picture in the avatar dialog", async () => {
    await grace.getByRole("button", { name: "Account settings" }).click();
    await grace.getByRole("menuitem", { name: "Change profile picture" }).click();
    const dialog = grace.getByRole("dialog", { name: "Change profile picture" });
    await dialog.getByLabel("Profile picture file").setInputFiles({
      name: "grace.png",
      mimeType: "image/png",
      buffer: await drawPicture(grace),
    });
    const uploaded = grace.waitForResponse((response) => response.url().endsWith(UPLOAD_PATH));
    await dialog.getByRole("button", { name: "Save" }).click();
    const answer = (await (await uploaded).json()) as { data: { avatar_hash: string } };
    await expect(dialog).toBeHidden();
    return answer.data.avatar_hash;
  });
  expect(hash).toMatch(/^[0-9a-f]{64}$/);

  await test.step("Henry's board shows that very picture on Grace's tile after one poll", async () => {
    const picture = tile.locator("img");
    // One poll of blf/get (spec 1 §9: 5 s), and the time to fetch the picture.
    await expect(picture).toHaveAttribute("src", new RegExp(`[?&]hash=${hash}(&|$)`), {
      timeout: BLF_POLL_MS + 3_000,
    });
    await expect
      .poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    await expect(tile).not.toContainText("GG");
    await collapseSideNav(henry);
    await henry.screenshot({ path: testInfo.outputPath("board-tile-picture.png") });
  });

  await test.step("her card in Henry's contacts shows it too", async () => {
    await henry.getByRole("link", { name: "Contacts" }).click();
    await henry.getByRole("searchbox", { name: "Search contacts" }).fill("Grace");
    const picture = henry.getByRole("article", { name: "Grace Green" }).locator("img");
    await expect(picture).toHaveAttribute("src", new RegExp(`[?&]hash=${hash}(&|$)`));
    await expect
      .poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    await collapseSideNav(henry);
    await henry.screenshot({ path: testInfo.outputPath("contact-card-picture.png") });
  });
});
