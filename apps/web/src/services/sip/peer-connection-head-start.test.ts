import { afterEach, describe, expect, it, vi } from "vitest";
import { PeerConnectionHeadStart } from "./peer-connection-head-start";

const DAY_MS = 24 * 60 * 60 * 1000;

/** RTCPeerConnection.generateCertificate handing out certificates valid 30 days from `now()`. */
function browserWithCertificates(now: () => number) {
  const generateCertificate = vi.fn(() =>
    Promise.resolve({ expires: now() + 30 * DAY_MS } as RTCCertificate),
  );
  vi.stubGlobal("RTCPeerConnection", { generateCertificate });
  return generateCertificate;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("what a call's peer connection has ahead of the call (issue 8 §4)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a candidate pool and, once made, one certificate for every connection", async () => {
    let now = 0;
    const generateCertificate = browserWithCertificates(() => now);
    const headStart = new PeerConnectionHeadStart(() => now);
    const stun = { iceServers: [{ urls: "stun:stun.example.com" }] };
    expect(headStart.configure(stun)).toEqual({ ...stun, iceCandidatePoolSize: 1 });
    await settled();
    const first = headStart.configure(stun);
    expect(first).toMatchObject({ ...stun, iceCandidatePoolSize: 1 });
    expect(first.certificates).toHaveLength(1);
    now += DAY_MS;
    expect(headStart.configure({}).certificates).toEqual(first.certificates);
    expect(generateCertificate).toHaveBeenCalledTimes(1);
    expect(generateCertificate).toHaveBeenCalledWith({ name: "ECDSA", namedCurve: "P-256" });
  });

  it("makes a new certificate a day before the current one expires, and uses none expired", async () => {
    let now = 0;
    const generateCertificate = browserWithCertificates(() => now);
    const headStart = new PeerConnectionHeadStart(() => now);
    await settled();
    const first = headStart.configure({}).certificates;
    now = 29 * DAY_MS + 1;
    expect(headStart.configure({}).certificates).toEqual(first);
    expect(generateCertificate).toHaveBeenCalledTimes(2);
    await settled();
    const second = headStart.configure({}).certificates;
    expect(second).not.toEqual(first);
    now = 60 * DAY_MS;
    generateCertificate.mockReturnValueOnce(new Promise(() => undefined));
    expect(headStart.configure({}).certificates).toBeUndefined();
  });

  it("leaves a configuration's own certificates and a larger pool as they are", async () => {
    browserWithCertificates(() => 0);
    const headStart = new PeerConnectionHeadStart(() => 0);
    await settled();
    const own = [{ expires: 1 } as RTCCertificate];
    expect(headStart.configure({ certificates: own, iceCandidatePoolSize: 4 })).toEqual({
      certificates: own,
      iceCandidatePoolSize: 4,
    });
  });

  it("lets each connection make its own certificate where the browser cannot make one ahead", async () => {
    vi.stubGlobal("RTCPeerConnection", {
      generateCertificate: vi.fn(() => Promise.reject(new Error("not supported"))),
    });
    const headStart = new PeerConnectionHeadStart(() => 0);
    await settled();
    expect(headStart.configure({})).toEqual({ iceCandidatePoolSize: 1 });
  });
});
