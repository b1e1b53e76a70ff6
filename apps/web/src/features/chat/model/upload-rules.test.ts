import { describe, expect, it } from "vitest";
import { UPLOAD_TEXTS, uploadFailureText, uploadRefusal } from "./upload-rules";

describe("upload rules (spec 2 §5, §8)", () => {
  it("takes one file of at most 10 MB", () => {
    expect(uploadRefusal([{ size: 10 * 1024 * 1024 }])).toBeNull();
    expect(uploadRefusal([{ size: 10 * 1024 * 1024 + 1 }])).toBe(UPLOAD_TEXTS.tooLarge);
    expect(uploadRefusal([{ size: 1 }, { size: 1 }])).toBe(UPLOAD_TEXTS.onlyOne);
    expect(uploadRefusal([])).toBe(UPLOAD_TEXTS.onlyOne);
  });

  it("says the server's code and text, or that the upload did not complete", () => {
    expect(uploadFailureText(415, "Programs cannot be shared in chat")).toBe(
      "Error code 415 : Programs cannot be shared in chat",
    );
    expect(uploadFailureText(undefined, "Failed to fetch")).toBe("Could not complete upload");
  });
});
