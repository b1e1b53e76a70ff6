import type { DeviceProblem } from "./device-status";

/** Where the busylight software (packages/busylight-bridge) is published. */
export const BUSYLIGHT_SOFTWARE_URL = "https://www.npmjs.com/package/@mobex/busylight-bridge";
export const BUSYLIGHT_SOFTWARE_COMMAND = "npx @mobex/busylight-bridge";

interface ProblemTexts {
  readonly title: string;
  readonly body: string;
  /** After Test, when the problem is still there. */
  readonly stillThere: string;
}

/** spec 1 §8 "Busylight 500": not installed (500), disconnected (404), other operating systems. */
export const problemTexts: Record<DeviceProblem, ProblemTexts> = {
  notInstalled: {
    title: "Busylight software not installed",
    body: "Mobex drives your busylight through a small program on this computer, and it does not answer. Download it, start it, then press Test.",
    stillThere: "Still no answer from the busylight software.",
  },
  disconnected: {
    title: "Busylight disconnected",
    body: "The busylight software runs, but no busylight is connected. Check the cable: plug the busylight into a USB port of this computer, then press Test.",
    stillThere: "Still no busylight connected.",
  },
  servesOtherApp: {
    title: "Busylight software serves another web app",
    body: "The busylight software on this computer takes orders only from the web app it first served. Restart it with the command below, then press Test.",
    stillThere: "The busylight software still serves another web app.",
  },
  unsupported: {
    title: "Busylight not supported",
    body: "The hardware busylight is incompatible with this operating system. Please contact support.",
    stillThere: "",
  },
};
