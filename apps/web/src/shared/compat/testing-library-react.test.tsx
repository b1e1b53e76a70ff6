import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { changesOnInput } from "./testing-library-react";

describe("fireEvent.change on Preact, as on React", () => {
  it("reaches a text field's onChange once, with the new value", () => {
    const changed = vi.fn<(what: string) => void>();
    render(
      <input aria-label="Status" defaultValue="" onChange={(event) => void changed(event.target.value)} />,
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Status" }), { target: { value: "At lunch" } });
    expect(changed.mock.calls).toEqual([["At lunch"]]);
  });

  it("reaches a text area's, a checkbox's and a file input's onChange once each", () => {
    const changed = vi.fn<(what: string) => void>();
    render(
      <>
        <textarea aria-label="Note" onChange={() => void changed("note")} />
        <input type="checkbox" aria-label="Ring all devices" onChange={() => void changed("checkbox")} />
        <input type="file" aria-label="Picture" onChange={() => void changed("file")} />
      </>,
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Note" }), { target: { value: "x" } });
    fireEvent.change(screen.getByRole("checkbox", { name: "Ring all devices" }), {
      target: { checked: true },
    });
    fireEvent.change(screen.getByLabelText("Picture"), { target: { files: [] } });
    expect(changed.mock.calls).toEqual([["note"], ["checkbox"], ["file"]]);
  });

  it("tells apart the fields whose onChange Preact attaches as oninput", () => {
    const input = (type: string) => Object.assign(document.createElement("input"), { type });
    expect(["text", "email", "tel", "search", "number"].map((type) => changesOnInput(input(type)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(["checkbox", "radio", "file"].map((type) => changesOnInput(input(type)))).toEqual([
      false,
      false,
      false,
    ]);
    expect(changesOnInput(document.createElement("textarea"))).toBe(true);
    expect(changesOnInput(document.createElement("select"))).toBe(false);
  });
});
