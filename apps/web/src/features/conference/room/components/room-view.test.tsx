import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { deviceFallbackText } from "../model/device-fallback";
import { useRoomNotices } from "../model/room-notices";
import { RoomView } from "./room-view";

const camera = (deviceId: string, label: string) =>
  ({ deviceId, kind: "videoinput", label, groupId: "", toJSON: () => ({}) }) as MediaDeviceInfo;

describe("RoomView", () => {
  beforeEach(() => {
    vi.stubGlobal("navigator", {
      ...navigator,
      mediaDevices: {
        enumerateDevices: () => Promise.resolve([camera("front", "Front camera")]),
        getUserMedia: () => Promise.reject(new DOMException("none", "NotFoundError")),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    useRoomNotices.setState({ notices: [] });
  });

  it("falls back from a chosen camera that has gone and says so, with the settings panel closed", async () => {
    localStorage.setItem("videoinput", "unplugged-camera");
    renderWithProviders(<RoomView onLeave={() => undefined} />);
    await vi.waitFor(() =>
      expect(useRoomNotices.getState().notices.map((notice) => notice.message)).toEqual([
        deviceFallbackText("videoinput", "Front camera"),
      ]),
    );
    expect(screen.queryByRole("complementary", { name: "Settings" })).toBeNull();
    expect(localStorage.getItem("videoinput")).toBe("front");
  });
});
