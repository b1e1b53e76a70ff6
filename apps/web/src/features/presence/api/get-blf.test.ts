import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { accessToken } from "../../../test/tokens";
import { startSessionServices } from "../../auth/commands";
import { authTransitions } from "../../auth/model/auth-store";
import { blfEntry } from "../test/blf-entries";
import { type BlfAnswer, blfQueryOptions, getBlf } from "./get-blf";

const entriesOf = (answer: BlfAnswer | undefined) => (answer?.kind === "configured" ? answer.entries : []);

describe("blf/get polling", () => {
  let stop: () => void;
  beforeEach(() => {
    stop = startSessionServices();
    authTransitions.renewed({
      token: accessToken(),
      jwetoken: "jwe",
      email: "a@example.com",
      onetimetoken: "1",
    });
  });
  afterEach(() => stop());

  it("keeps the very same object for a colleague whose entry did not change, so their tile skips rendering", async () => {
    const bob = blfEntry({ id: "b1", button: 1 });
    const carol = blfEntry({ id: "b2", button: 2, blf_name: "Carol Clark", blf_number: "400011003" });
    mockFetch(
      on(
        "/webrtc/mobex/blf/get/",
        () => envelope(200, [bob, carol]),
        () => envelope(200, [bob, { ...carol, status: "oncall", start: 1_700_000_000 }]),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // What the board reads: the cached answer (fetchQuery itself resolves with the raw one).
    const cached = () => entriesOf(client.getQueryData(blfQueryOptions().queryKey));
    await client.fetchQuery(blfQueryOptions());
    const first = cached();
    await client.fetchQuery({ ...blfQueryOptions(), staleTime: 0 });
    const second = cached();
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]?.status).toBe("oncall");
  });

  it("logs a 400 answer (spec 1 §8: logged only) and leaves it to the board to ignore", async () => {
    mockFetch(on("/webrtc/mobex/blf/get/", () => envelope(400, null, "Missing field")));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(getBlf()).rejects.toMatchObject({ kind: "http", code: 400 });
    expect(warn).toHaveBeenCalledWith("BLF request refused (400):", "Missing field");
    warn.mockRestore();
  });
});
