import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testCall } from "../model/call-fixtures";
import { callTransitions } from "../model/call-store";
import { useMyLine } from "./use-my-line";

vi.mock("../../auth/commands", () => ({ useProfile: () => ({ data: undefined }) }));

let renders = 0;

function Line() {
  const line = useMyLine();
  renders++;
  return <output>{line.status}</output>;
}

describe("the user's own line as its readers see it", () => {
  afterEach(() => callTransitions.reset());

  it("follows the registration and the calls, and ignores what leaves the line as it is", () => {
    render(<Line />);
    expect(screen.getByRole("status")).toHaveTextContent("offline");

    act(() => void callTransitions.registrationChanged("registered"));
    expect(screen.getByRole("status")).toHaveTextContent("available");

    act(() => void callTransitions.added(testCall({ status: "ringing", startTime: 5 })));
    expect(screen.getByRole("status")).toHaveTextContent("ringing");

    const before = renders;
    act(() => void callTransitions.patched("c1", { muted: true }));
    act(() => void callTransitions.dialled("1002"));
    expect(renders).toBe(before);

    act(() => void callTransitions.advanced("c1", { type: "answered", at: 9 }));
    expect(screen.getByRole("status")).toHaveTextContent("onCall");
  });
});
