import { describe, expect, it } from "vitest";
import { filterContacts, outsideInvitee, toggleInvitee } from "./invitee-filter";

const bob = { name: "Bob Brown", email: "bob@example.com", extension: "1002" };
const carol = { name: "Carol Clark", email: "carol@example.com", extension: "1003" };

describe("invitee picker", () => {
  it("filters case-insensitively by name or e-mail", () => {
    expect(filterContacts([bob, carol], "BROWN")).toEqual([bob]);
    expect(filterContacts([bob, carol], "Carol@")).toEqual([carol]);
    expect(filterContacts([bob, carol], "  ")).toEqual([bob, carol]);
  });

  it("offers an entry with '@' that is not already present as an outside invitee", () => {
    expect(outsideInvitee("dora@outside.org", [bob, carol], [])).toEqual({
      name: "dora@outside.org",
      email: "dora@outside.org",
    });
    expect(outsideInvitee("BOB@example.com", [bob], [])).toBeNull();
    expect(outsideInvitee("dora@outside.org", [], [{ name: "d", email: "dora@outside.org" }])).toBeNull();
    expect(outsideInvitee("dora", [], [])).toBeNull();
  });

  it("selects and deselects by e-mail", () => {
    expect(toggleInvitee([], bob)).toEqual([bob]);
    expect(toggleInvitee([bob, carol], { ...bob, email: "BOB@example.com" })).toEqual([carol]);
  });
});
