import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UploadProgressBar, uploadPercent } from "./upload-progress-bar";

describe("the upload's progress (spec 2 §4)", () => {
  it("is the whole percent of the bytes sent, 0 until the size is known", () => {
    expect(uploadPercent({ name: "a", sentBytes: 0, totalBytes: 0 })).toBe(0);
    expect(uploadPercent({ name: "a", sentBytes: 333, totalBytes: 1000 })).toBe(33);
    expect(uploadPercent({ name: "a", sentBytes: 1000, totalBytes: 1000 })).toBe(100);
  });

  it("is a progress bar named for the file", () => {
    render(<UploadProgressBar upload={{ name: "plan.pdf", sentBytes: 512, totalBytes: 1024 }} />);
    const bar = screen.getByRole("progressbar", { name: "Uploading plan.pdf" });
    expect(bar.getAttribute("aria-valuenow")).toBe("50");
    expect(screen.getByText("50%")).toBeDefined();
  });
});
