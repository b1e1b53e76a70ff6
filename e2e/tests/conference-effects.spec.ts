// Background effects in the conference room (issue 14; spec 2 §2 Settings "apply effects", §3 local
// storage conferenceVideoEffect/conferenceBg, §5, §9): the segmentation model is fetched from our own
// server only when an effect is turned on, the published camera track is replaced by the effect's
// (the other participant keeps decoding frames, getStats), the own preview's pixels show the blur or
// the image, the choice survives a reload, and an image over 950 kB is used but not remembered.
import type { Page, TestInfo } from "@playwright/test";
import { type ProbeWindow, clickControl, createRoom, joinRoom, tile } from "../support/conference";
import { expect, test } from "../support/media";
import { screenshotAtWidths } from "../support/screenshots";
import { inboundVideo } from "../support/video-stats";

const MODEL_PATH = "/models/selfie-segmentation/";

/** What the publisher sends as video: the camera or the effect's canvas (a CanvasCaptureMediaStreamTrack). */
function publishedVideo(page: Page): Promise<"camera" | "generated" | "none"> {
  return page.evaluate(() => {
    for (const pc of (window as unknown as ProbeWindow).__e2ePeers) {
      if (pc.connectionState === "closed") continue;
      for (const sender of pc.getSenders()) {
        const track = sender.track;
        if (track?.kind !== "video" || track.readyState !== "live") continue;
        return "canvas" in track ? "generated" : "camera";
      }
    }
    return "none";
  });
}

/** Frames the page decoded of all its inbound videos. */
const framesDecoded = async (page: Page): Promise<number> => (await inboundVideo(page)).framesDecoded;

interface Pixels {
  /** Mean absolute difference of horizontally adjacent pixels: sharp text and edges make it large. */
  readonly edgeEnergy: number;
  /** Mean red, green and blue. */
  readonly rgb: readonly [number, number, number];
}

const ownVideo = (page: Page) => tile(page, "Frank (you)").getByLabel("Video of Frank");

/**
 * The own tile's current frame, unmirrored, in a region given in fractions of the frame. The fake
 * camera draws its clock at the top left and a disc in the middle, which the model takes for the
 * person; the region is the background around the clock.
 */
function ownPixels(
  page: Page,
  region: { x: number; y: number; width: number; height: number },
): Promise<Pixels> {
  return ownVideo(page).evaluate((element, area) => {
    const video = element as HTMLVideoElement;
    const canvas = document.createElement("canvas");
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (context === null || canvas.width === 0) return { edgeEnergy: -1, rgb: [0, 0, 0] as const };
    context.drawImage(video, 0, 0);
    const x = Math.round(area.x * canvas.width);
    const y = Math.round(area.y * canvas.height);
    const width = Math.round(area.width * canvas.width);
    const height = Math.round(area.height * canvas.height);
    const { data } = context.getImageData(x, y, width, height);
    let edges = 0;
    const sums = [0, 0, 0];
    for (let row = 0; row < height; row += 1)
      for (let column = 0; column < width; column += 1) {
        const at = (row * width + column) * 4;
        for (let channel = 0; channel < 3; channel += 1) {
          sums[channel] = (sums[channel] ?? 0) + (data[at + channel] ?? 0);
          if (column > 0) edges += Math.abs((data[at + channel] ?? 0) - (data[at + channel - 4] ?? 0));
        }
      }
    const count = width * height;
    return {
      edgeEnergy: edges / count,
      rgb: [(sums[0] ?? 0) / count, (sums[1] ?? 0) / count, (sums[2] ?? 0) / count] as const,
    };
  }, region);
}

const CLOCK_AREA = { x: 0.1, y: 0.04, width: 0.5, height: 0.12 };
const CORNER_AREA = { x: 0.08, y: 0.75, width: 0.2, height: 0.2 };

/** A magenta PNG drawn in the page; with noise it does not compress, to pass a size. */
async function magentaPng(page: Page, width: number, height: number, noisy: boolean): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height, noisy }) => {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (context === null) return "";
      const image = context.createImageData(width, height);
      for (let at = 0; at < image.data.length; at += 4) {
        const noise = noisy ? Math.floor(Math.random() * 24) : 0;
        image.data.set([255 - noise, noise, 255 - noise, 255], at);
      }
      context.putImageData(image, 0, 0);
      return canvas.toDataURL("image/png").split(",")[1] ?? "";
    },
    { width, height, noisy },
  );
  return Buffer.from(base64, "base64");
}

/** The effect pipeline's User Timing entry: mean ms per segmented and composed frame. */
function msPerFrame(page: Page): Promise<{ frames: number; meanMs: number } | null> {
  return page.evaluate(() => {
    const entry = performance.getEntriesByName("mobex-effect-frame").at(-1) as PerformanceMeasure | undefined;
    return (entry?.detail as { frames: number; meanMs: number } | undefined) ?? null;
  });
}

const shoot = (page: Page, testInfo: TestInfo, name: string) => screenshotAtWidths(page, testInfo, name);

test("background effects: blur and image replace the published camera, are remembered, and a large image is not", async ({
  phonePage,
}, testInfo) => {
  test.setTimeout(300_000);
  const frank = await phonePage("frank@example.com");
  const grace = await phonePage("grace@example.com");
  const modelRequests: string[] = [];
  frank.on("requestfinished", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(MODEL_PATH)) modelRequests.push(path.slice(MODEL_PATH.length));
  });
  await frank.evaluate(() => {
    localStorage.removeItem("conferenceVideoEffect");
    localStorage.removeItem("conferenceBg");
  });
  const roomId = await createRoom(frank);
  await joinRoom(frank, roomId, "Frank");
  await joinRoom(grace, roomId, "Grace");
  await expect(tile(grace, "Frank")).toBeVisible();
  await expect.poll(() => framesDecoded(grace), { timeout: 30_000 }).toBeGreaterThan(10);

  const settings = frank.getByRole("complementary", { name: "Settings" });
  const effectButton = (name: string) =>
    settings.getByRole("group", { name: "Background effect" }).getByRole("button", { name, exact: true });
  let sharpEdges = 0;

  await test.step("without an effect the camera is published and no model is fetched", async () => {
    await clickControl(frank, "Settings");
    await expect(effectButton("None")).toHaveAttribute("aria-pressed", "true");
    expect(await publishedVideo(frank)).toBe("camera");
    sharpEdges = (await ownPixels(frank, CLOCK_AREA)).edgeEnergy;
    expect(sharpEdges).toBeGreaterThan(0);
    expect(modelRequests).toEqual([]);
  });

  await test.step("Blur: the model comes from our server and the effect's track replaces the camera", async () => {
    await effectButton("Blur").click();
    await expect(effectButton("Blur")).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => publishedVideo(frank), { timeout: 60_000 }).toBe("generated");
    expect(modelRequests).toEqual(
      expect.arrayContaining([
        "selfie_segmentation.js",
        "selfie_segmentation_landscape.tflite",
        expect.stringMatching(/_wasm_bin\.wasm$/),
      ]),
    );
    const before = await framesDecoded(grace);
    await expect.poll(() => framesDecoded(grace), { timeout: 30_000 }).toBeGreaterThan(before + 10);
    // The clock in the background: blurred by 3 px, its edges fade.
    await expect
      .poll(async () => (await ownPixels(frank, CLOCK_AREA)).edgeEnergy, { timeout: 20_000 })
      .toBeLessThan(sharpEdges * 0.6);
    await expect.poll(async () => (await msPerFrame(frank))?.frames ?? 0).toBeGreaterThan(5);
    const timing = await msPerFrame(frank);
    const { width, height } = await ownVideo(frank).evaluate((video) => ({
      width: (video as HTMLVideoElement).videoWidth,
      height: (video as HTMLVideoElement).videoHeight,
    }));
    console.log(
      `background blur: ${timing?.meanMs.toFixed(1)} ms/frame at ${width}x${height} over ${timing?.frames} frames; ` +
        `sharp clock edges ${sharpEdges.toFixed(1)} → ${(await ownPixels(frank, CLOCK_AREA)).edgeEnergy.toFixed(1)}`,
    );
    await shoot(frank, testInfo, "conference-effects-blur");
  });

  await test.step("Image: a small picture replaces the background and is remembered", async () => {
    const small = await magentaPng(frank, 160, 90, false);
    await settings.getByLabel("Background image file").setInputFiles({
      name: "magenta.png",
      mimeType: "image/png",
      buffer: small,
    });
    await expect(effectButton("Image")).toHaveAttribute("aria-pressed", "true");
    await expect
      .poll(async () => {
        const [red, green, blue] = (await ownPixels(frank, CORNER_AREA)).rgb;
        return red > 200 && blue > 200 && green < 60;
      })
      .toBe(true);
    expect(await frank.evaluate(() => localStorage.getItem("conferenceVideoEffect"))).toBe("image");
    expect(await frank.evaluate(() => localStorage.getItem("conferenceBg")?.slice(0, 22))).toBe(
      "data:image/png;base64,",
    );
    await shoot(frank, testInfo, "conference-effects-image");
  });

  await test.step("an image over 950 kB is used with a warning and not remembered", async () => {
    const remembered = await frank.evaluate(() => localStorage.getItem("conferenceBg"));
    const large = await magentaPng(frank, 1280, 960, true);
    expect(large.length).toBeGreaterThan(950_000);
    await settings.getByLabel("Background image file").setInputFiles({
      name: "large.png",
      mimeType: "image/png",
      buffer: large,
    });
    await expect(settings.getByRole("alert")).toHaveText(
      "This background image is larger than 950 kB: it is used now but will not be remembered",
    );
    expect(await frank.evaluate(() => localStorage.getItem("conferenceBg"))).toBe(remembered);
    await shoot(frank, testInfo, "conference-effects-large-image");
  });

  await test.step("a file that is not an image is rejected with its message", async () => {
    await settings.getByLabel("Background image file").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await expect(settings.getByRole("alert")).toHaveText("The background must be an image file");
  });

  await test.step("None publishes the raw camera again", async () => {
    await effectButton("None").click();
    await expect.poll(() => publishedVideo(frank)).toBe("camera");
    expect(await frank.evaluate(() => localStorage.getItem("conferenceVideoEffect"))).toBe("none");
    const before = await framesDecoded(grace);
    await expect.poll(() => framesDecoded(grace), { timeout: 30_000 }).toBeGreaterThan(before + 10);
  });

  await test.step("the choice survives a reload: back in the room, Blur is on again", async () => {
    await effectButton("Blur").click();
    await expect.poll(() => publishedVideo(frank), { timeout: 60_000 }).toBe("generated");
    expect(await frank.evaluate(() => localStorage.getItem("conferenceVideoEffect"))).toBe("blur");
    await joinRoom(frank, roomId, "Frank");
    await expect.poll(() => publishedVideo(frank), { timeout: 60_000 }).toBe("generated");
    await clickControl(frank, "Settings");
    await expect(effectButton("Blur")).toHaveAttribute("aria-pressed", "true");
  });
});
