import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address";

describe("isPublicAddress", () => {
  it("refuses private, loopback, link-local, CGNAT, multicast and reserved IPv4", () => {
    for (const address of [
      "10.1.2.3",
      "127.0.0.1",
      "127.255.0.9",
      "0.0.0.0",
      "169.254.169.254",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "100.64.0.1",
      "100.127.255.254",
      "224.0.0.251",
      "255.255.255.255",
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
  });

  it("refuses loopback, unique-local, link-local, multicast and IPv4-carrying IPv6", () => {
    for (const address of [
      "::1",
      "::",
      "fd00::1",
      "fc12:3456::1",
      "fe80::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "64:ff9b::a00:1",
      "2002:7f00:1::1",
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
  });

  it("lets public addresses through, and nothing that is not an address", () => {
    for (const address of ["93.184.215.14", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111"])
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
    expect(isPublicAddress("localhost")).toBe(false);
    expect(isPublicAddress("")).toBe(false);
  });
});
