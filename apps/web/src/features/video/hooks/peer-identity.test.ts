import { describe, expect, it } from "vitest";
import { peerIdentity, peerLabel } from "./peer-identity";

const OWN = "400011004";

describe("who a video call is with", () => {
  it("shows a colleague of the own tenant by name and extension", () => {
    const identity = peerIdentity({ number: "400011002", name: "Bob Brown" }, OWN);
    expect(identity).toEqual({ number: "1002", name: "Bob Brown" });
    expect(peerLabel(identity.name, identity.number)).toBe("Bob Brown · 1002");
  });

  it("knows no name when the call came with the number as typed on the dialpad", () => {
    expect(peerIdentity({ number: "400011005", name: "1005" }, OWN)).toEqual({ number: "1005", name: null });
    expect(peerIdentity({ number: "+442079460121", name: "+44 20 7946 0121" }, OWN).name).toBeNull();
  });

  it("shows the number alone while no name is known, and another tenant's number whole", () => {
    const identity = peerIdentity({ number: "500021001", name: "500021001" }, OWN);
    expect(peerLabel(identity.name, identity.number)).toBe("500021001");
  });
});
