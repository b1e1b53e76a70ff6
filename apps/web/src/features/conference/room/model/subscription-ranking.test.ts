import { describe, expect, it } from "vitest";
import { type RankedVideo, planSubscriptions } from "./subscription-ranking";

const video = (id: string, traits: Partial<Omit<RankedVideo, "id">> = {}): RankedVideo => ({
  id,
  screen: false,
  pinned: false,
  talking: false,
  favorite: false,
  handRaised: false,
  ...traits,
});

describe("planSubscriptions", () => {
  it("subscribes everyone while the room is within the limit", () => {
    expect(planSubscriptions([video("a"), video("b")], 8)).toEqual({ subscribed: ["a", "b"], hidden: [] });
  });

  it("keeps join order among equals and counts the rest as hidden", () => {
    const plan = planSubscriptions([video("a"), video("b"), video("c"), video("d")], 2);
    expect(plan).toEqual({ subscribed: ["a", "b"], hidden: ["c", "d"] });
  });

  it("ranks screen share over pinned over talking over favourite over hand raised", () => {
    const videos = [
      video("hand", { handRaised: true }),
      video("fav", { favorite: true }),
      video("talk", { talking: true }),
      video("pin", { pinned: true }),
      video("screen", { screen: true }),
      video("plain"),
    ];
    expect(planSubscriptions(videos, 5).subscribed).toEqual(["screen", "pin", "talk", "fav", "hand"]);
    expect(planSubscriptions(videos, 5).hidden).toEqual(["plain"]);
  });

  it("lets a talking favourite pass a talker who is not one", () => {
    const plan = planSubscriptions(
      [video("talk", { talking: true }), video("both", { talking: true, favorite: true })],
      1,
    );
    expect(plan.subscribed).toEqual(["both"]);
  });

  it("subscribes nothing with a limit of zero", () => {
    expect(planSubscriptions([video("a")], 0)).toEqual({ subscribed: [], hidden: ["a"] });
  });
});
