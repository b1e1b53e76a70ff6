import { conferenceTexts } from "@mobex/contracts/conference";
import { ROOM_CODE_PATTERN, ROOM_PIN_PATTERN } from "@mobex/contracts/conference-codes";
import { describe, expect, it } from "vitest";
import type { CreateRoomInput } from "../../../shared/conference/create-room-request";
import { ApiError } from "../../../shared/api/api-error";
import { createConferenceRoom } from "./create-conference-room";

const frank = { email: "frank@example.com", extension: "1006", name: "Frank Fisher" };

describe("createConferenceRoom", () => {
  it("creates a public room with a 6-digit pin, the sender as moderator, before naming its code", async () => {
    const created: CreateRoomInput[] = [];
    const outcome = await createConferenceRoom(frank, (input) => {
      created.push(input);
      return Promise.resolve({ roomId: input.roomId, url: "" });
    });
    expect(created).toHaveLength(1);
    const [input] = created;
    expect(input).toMatchObject({ is_private: false, moderator: frank, plugins: { is_private: false } });
    expect(input?.plugins.pin).toMatch(ROOM_PIN_PATTERN);
    expect(input?.roomId).toMatch(ROOM_CODE_PATTERN);
    expect(outcome).toEqual({ kind: "created", roomCode: input?.roomId });
  });

  it("answers spec 2 §8's create-room texts when the server refuses or does not answer", async () => {
    const failWith = (error: unknown) =>
      createConferenceRoom(frank, () => Promise.reject(error instanceof Error ? error : new Error("?")));
    expect(await failWith(new ApiError("http", "No token", 403))).toEqual({
      kind: "failed",
      text: conferenceTexts.createNoToken,
    });
    expect(await failWith(new ApiError("sessionExpired", "expired", 407))).toEqual({
      kind: "failed",
      text: conferenceTexts.createExpired,
    });
    expect(await failWith(new ApiError("http", "Room exists", 409))).toEqual({
      kind: "failed",
      text: "Error code #409, Room exists",
    });
    expect(await failWith(new TypeError("Failed to fetch"))).toEqual({
      kind: "failed",
      text: conferenceTexts.createFailed,
    });
  });
});
