// Media evidence for call scenarios, read through standard browser APIs only: an init script wraps
// RTCPeerConnection to keep every connection a page makes (the app has no test hook), can replace
// the fake microphone by a pure tone so that each party's audio is recognisable, and records the
// DTMF tones the page sends. Helpers read getStats() and analyse received audio in the page.
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { expect, test as base } from "./test";
import { newUserPage } from "./sign-in";

export interface PhoneOptions {
  /** The microphone becomes a sine tone of this frequency (Hz) instead of Chromium's fake beep. */
  readonly toneHz?: number;
  /** getUserMedia refuses the microphone, as when the user blocked it (and the site's permission says so). */
  readonly denyMicrophone?: boolean;
  /**
   * getUserMedia waits until the test opens the microphone or refuses it (`settleMicrophone`), as
   * a slow or vanishing device would; the site's permission stays granted.
   */
  readonly slowMicrophone?: boolean;
  /**
   * Media elements refuse to play until the document has had a user gesture, as desktop browsers
   * do (headless Chromium always lets pages play sound, whatever --autoplay-policy says).
   */
  readonly desktopAutoplay?: boolean;
}

interface ProbeWindow {
  __e2ePeers: RTCPeerConnection[];
  /** slowMicrophone: settles the getUserMedia calls waiting so far. */
  __e2eMicrophone: { open(): void; refuse(): void; waiting(): number };
  __e2eTones: string[];
  __e2eDtmf: { tones: string; duration: number; gap: number }[];
}

/** Runs in the page before any of its scripts. */
interface ProbeOptions {
  readonly toneHz: number | null;
  readonly denyMicrophone: boolean;
  readonly slowMicrophone: boolean;
  readonly desktopAutoplay: boolean;
}

function installProbe({ toneHz, denyMicrophone, slowMicrophone, desktopAutoplay }: ProbeOptions): void {
  const probe = window as unknown as Window & ProbeWindow;
  probe.__e2ePeers = [];
  probe.__e2eTones = [];
  probe.__e2eDtmf = [];
  const Native = window.RTCPeerConnection;
  class RecordedPeerConnection extends Native {
    constructor(configuration?: RTCConfiguration) {
      super(configuration);
      probe.__e2ePeers.push(this);
    }
  }
  window.RTCPeerConnection = RecordedPeerConnection;

  const listening = new WeakSet<RTCDTMFSender>();
  const insert = RTCDTMFSender.prototype.insertDTMF;
  RTCDTMFSender.prototype.insertDTMF = function (
    this: RTCDTMFSender,
    tones: string,
    duration?: number,
    gap?: number,
  ) {
    probe.__e2eDtmf.push({ tones, duration: duration ?? 100, gap: gap ?? 70 });
    if (!listening.has(this)) {
      listening.add(this);
      this.addEventListener("tonechange", (event) => {
        if (event.tone !== "") probe.__e2eTones.push(event.tone);
      });
    }
    insert.call(this, tones, duration, gap);
  };

  if (desktopAutoplay) {
    // Playwright's evaluations count as user activation, so the policy is kept here: a trusted
    // pointer or key press on this document, and nothing else, lets media play.
    let gestured = false;
    const handleGesture = (event: Event) => {
      if (event.isTrusted) gestured = true;
    };
    window.addEventListener("pointerdown", handleGesture, { capture: true });
    window.addEventListener("keydown", handleGesture, { capture: true });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (gestured) return play.call(this);
      return Promise.reject(new DOMException("play() needs a user gesture first", "NotAllowedError"));
    };
  }

  // about:blank and other insecure documents have no mediaDevices.
  if (navigator.mediaDevices === undefined) return;
  if (denyMicrophone) {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    const query = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = async (descriptor: PermissionDescriptor) => {
      const status = await query(descriptor);
      if (descriptor.name !== ("microphone" as PermissionName)) return status;
      return Object.defineProperty(status, "state", { value: "denied" satisfies PermissionState });
    };
    return;
  }
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  if (toneHz !== null) {
    navigator.mediaDevices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
      if (constraints?.audio === undefined || constraints.audio === false || constraints.video) {
        return getUserMedia(constraints);
      }
      const context = new AudioContext();
      await context.resume();
      const oscillator = context.createOscillator();
      oscillator.frequency.value = toneHz;
      const gain = context.createGain();
      gain.gain.value = 0.4;
      const destination = context.createMediaStreamDestination();
      oscillator.connect(gain).connect(destination);
      oscillator.start();
      return destination.stream;
    };
  }
  if (slowMicrophone) {
    let waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
    const settle = (how: (entry: (typeof waiting)[number]) => void) => {
      const settled = waiting;
      waiting = [];
      settled.forEach(how);
    };
    probe.__e2eMicrophone = {
      open: () => settle(({ resolve }) => resolve()),
      refuse: () => settle(({ reject }) => reject(new DOMException("Device gone", "NotReadableError"))),
      waiting: () => waiting.length,
    };
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints?: MediaStreamConstraints) =>
      new Promise<void>((resolve, reject) => waiting.push({ resolve, reject })).then(() => open(constraints));
  }
}

export async function installMediaProbe(context: BrowserContext, options: PhoneOptions = {}): Promise<void> {
  await context.addInitScript(installProbe, {
    toneHz: options.toneHz ?? null,
    denyMicrophone: options.denyMicrophone ?? false,
    slowMicrophone: options.slowMicrophone ?? false,
    desktopAutoplay: options.desktopAutoplay ?? false,
  });
}

export interface InboundAudio {
  readonly packetsReceived: number;
  readonly totalAudioEnergy: number;
  readonly audioLevel: number;
}

/** Inbound audio of every peer connection of the page that is not closed, in creation order. */
export function inboundAudio(page: Page): Promise<InboundAudio[]> {
  return page.evaluate(async () => {
    const peers = (window as unknown as ProbeWindow).__e2ePeers.filter(
      (pc) => pc.connectionState !== "closed",
    );
    return Promise.all(
      peers.map(async (pc) => {
        let found = { packetsReceived: 0, totalAudioEnergy: 0, audioLevel: 0 };
        (await pc.getStats()).forEach((entry: Record<string, unknown>) => {
          if (entry.type === "inbound-rtp" && entry.kind === "audio") {
            found = {
              packetsReceived: Number(entry.packetsReceived ?? 0),
              totalAudioEnergy: Number(entry.totalAudioEnergy ?? 0),
              audioLevel: Number(entry.audioLevel ?? 0),
            };
          }
        });
        return found;
      }),
    );
  });
}

/** Packets received over all live connections of the page. */
export async function packetsReceived(page: Page): Promise<number> {
  return (await inboundAudio(page)).reduce((sum, audio) => sum + audio.packetsReceived, 0);
}

/** Audio packets sent over all live connections of the page. */
export function packetsSent(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let sent = 0;
    for (const pc of (window as unknown as ProbeWindow).__e2ePeers) {
      if (pc.connectionState === "closed") continue;
      (await pc.getStats()).forEach((entry: Record<string, unknown>) => {
        if (entry.type === "outbound-rtp" && entry.kind === "audio") sent += Number(entry.packetsSent ?? 0);
      });
    }
    return sent;
  });
}

/**
 * How much inbound audio (packets, and energy: the sum of squared levels) arrives over `windowMs`,
 * measured in the page. A held call receives no packets; a muted party sends silent ones.
 */
export function inboundDuring(page: Page, windowMs = 1_000): Promise<{ packets: number; energy: number }> {
  return page.evaluate(async (ms) => {
    const read = async () => {
      let packets = 0;
      let energy = 0;
      for (const pc of (window as unknown as ProbeWindow).__e2ePeers) {
        if (pc.connectionState === "closed") continue;
        (await pc.getStats()).forEach((entry: Record<string, unknown>) => {
          if (entry.type === "inbound-rtp" && entry.kind === "audio") {
            packets += Number(entry.packetsReceived ?? 0);
            energy += Number(entry.totalAudioEnergy ?? 0);
          }
        });
      }
      return { packets, energy };
    };
    const before = await read();
    await new Promise((done) => setTimeout(done, ms));
    const after = await read();
    return { packets: after.packets - before.packets, energy: after.energy - before.energy };
  }, windowMs);
}

/**
 * The strength (dB above the spectrum's median) of `hz` in what the page receives: every live
 * connection's remote audio, mixed, through an AnalyserNode over about half a second.
 */
export function receivedToneDb(page: Page, hz: number): Promise<number> {
  return page.evaluate(async (frequency) => {
    const context = new AudioContext();
    await context.resume();
    const analyser = context.createAnalyser();
    analyser.fftSize = 8192;
    analyser.smoothingTimeConstant = 0.6;
    for (const pc of (window as unknown as ProbeWindow).__e2ePeers) {
      if (pc.connectionState === "closed") continue;
      for (const receiver of pc.getReceivers()) {
        if (receiver.track.kind === "audio") {
          context.createMediaStreamSource(new MediaStream([receiver.track])).connect(analyser);
        }
      }
    }
    const bins = new Float32Array(analyser.frequencyBinCount);
    let best = -Infinity;
    for (let frame = 0; frame < 10; frame++) {
      await new Promise((done) => setTimeout(done, 50));
      analyser.getFloatFrequencyData(bins);
      // Digital silence reads -Infinity dB; a floor keeps the difference a number.
      for (let i = 0; i < bins.length; i++) bins[i] = Math.max(bins[i]!, -200);
      const bin = Math.round((frequency / context.sampleRate) * analyser.fftSize);
      const peak = Math.max(...bins.slice(bin - 2, bin + 3));
      const sorted = Array.from(bins.slice(10, 1000)).sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? -160;
      best = Math.max(best, peak - median);
    }
    await context.close();
    return best;
  }, hz);
}

/** slowMicrophone: how many getUserMedia calls wait for the test. */
export const microphonesWaiting = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as ProbeWindow).__e2eMicrophone.waiting());

/** slowMicrophone: the waiting getUserMedia calls get the microphone, or are refused it. */
export async function settleMicrophone(page: Page, how: "open" | "refuse"): Promise<void> {
  await page.evaluate((action) => (window as unknown as ProbeWindow).__e2eMicrophone[action](), how);
}

/** The DTMF the page asked its RTP senders to play, and the tones they reported playing. */
export function dtmfSent(page: Page): Promise<{ requests: ProbeWindow["__e2eDtmf"]; tones: string }> {
  return page.evaluate(() => {
    const probe = window as unknown as ProbeWindow;
    return { requests: probe.__e2eDtmf, tones: probe.__e2eTones.join("") };
  });
}

interface PhoneFixtures {
  /**
   * A user signed in on a page of their own (a browser context: another device), with the media
   * probe installed before the app loads.
   */
  phonePage: (email: string, options?: PhoneOptions) => Promise<Page>;
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

interface SessionCache {
  /** One sign-in per user per run, through the login screen; later devices start from its session. */
  sessions: Map<string, StorageState>;
}

// The server allows 30 token requests per 10 minutes from one address (apps/server README): a call
// scenario needs two or three users, so signing in through the screen every time would exhaust it.
const SESSION_KEY = "auth";

function sessionOnly(state: StorageState): StorageState {
  return {
    cookies: state.cookies,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter((item) => item.name === SESSION_KEY),
    })),
  };
}

/** The spec's `test` with `phonePage`; pages are closed when the test ends, uncaught errors fail it. */
export const test = base.extend<PhoneFixtures, SessionCache>({
  sessions: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use(new Map()),
    { scope: "worker" },
  ],
  phonePage: async ({ browser, pageErrors, sessions, appUrl }, use) => {
    const pages: Page[] = [];
    const prepare = async (context: BrowserContext, options?: PhoneOptions) => {
      context.on("weberror", (webError) =>
        pageErrors.push(`${webError.page()?.url() ?? "?"}: ${String(webError.error())}`),
      );
      await installMediaProbe(context, options);
    };
    await use(async (email, options) => {
      const known = sessions.get(email);
      let page: Page;
      if (known === undefined) {
        let prepared: Promise<void> = Promise.resolve();
        page = await newUserPage(
          browser,
          email,
          (context) => {
            prepared = prepare(context, options);
          },
          appUrl,
        );
        await prepared;
        sessions.set(email, sessionOnly(await page.context().storageState()));
      } else {
        // A device of its own: the session only, so settings, history and the SIP instance id are new.
        const context = await browser.newContext({ baseURL: appUrl, storageState: known });
        await prepare(context, options);
        page = await context.newPage();
        await page.goto("/");
        await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
      }
      pages.push(page);
      return page;
    });
    await Promise.all(pages.map((page) => page.context().close()));
  },
});

export { expect } from "./test";

/** The right-hand call drawer (spec 1 §2). */
export const callDrawer = (page: Page): Locator => page.getByRole("complementary", { name: "Calls" });

/**
 * Resolves once the call drawer has shown `text`, checked on every animation frame: a call's last
 * words show only until its session closes (spec 1 §4: 1 s or 1.5 s). Start it before the action.
 */
export async function drawerShows(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => document.querySelector('aside[aria-label="Calls"]')?.textContent?.includes(wanted) === true,
    text,
    { polling: "raf" },
  );
}

/** The phone has registered (spec 1 §4 SIP link). */
export async function waitRegistered(page: Page): Promise<void> {
  await expect(page.getByRole("status", { name: "Phone status" })).toHaveAttribute(
    "data-state",
    "registered",
  );
}

/** Types a number into the home dialpad and presses Call. */
export async function dialFromHome(page: Page, number: string): Promise<void> {
  const dialpad = page.getByRole("region", { name: "Dialpad" });
  await dialpad.getByLabel("Number", { exact: true }).fill(number);
  await dialpad.getByRole("button", { name: "Call", exact: true }).click();
}

/** Places a call from `caller` to `extension` and answers it on `callee`; both then receive audio. */
export async function connect(caller: Page, callee: Page, extension: string): Promise<void> {
  await dialFromHome(caller, extension);
  await callDrawer(callee).getByRole("button", { name: "Answer" }).click();
  await expect(callDrawer(caller).getByRole("timer", { name: "Call duration" })).toBeVisible();
  await expect.poll(() => packetsReceived(caller)).toBeGreaterThan(10);
  await expect.poll(() => packetsReceived(callee)).toBeGreaterThan(10);
}

export interface HistoryEntry {
  readonly call_b: string;
  readonly call_name: string;
  readonly call_type: "INB" | "OUT";
  readonly status: string;
  readonly call_duration: number;
  /** Epoch seconds of the INVITE. */
  readonly call_start: number;
  /** Why it went as it did, e.g. "Number not found" (issue 9). */
  readonly call_desc: string;
}

/** The user's call history as the server keeps it (spec 1 §7 cdrs/list), newest first. */
export async function history(page: Page): Promise<HistoryEntry[]> {
  const { jwetoken, token } = await page.evaluate(
    () => JSON.parse(localStorage.getItem("auth") ?? "{}") as { jwetoken: string; token: string },
  );
  const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { phone: string };
  const answer = await page.request.post("/webrtc/mobex/cdrs/list", {
    data: { token: jwetoken, phone: claims.phone, limit: 20 },
  });
  return ((await answer.json()) as { data: HistoryEntry[] | null }).data ?? [];
}
