import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { DialSuggestion } from "../suggestions/dial-suggestion";
import { NumberField } from "./number-field";

const suggestion = (name: string, number: string): DialSuggestion => ({
  id: number,
  name,
  number,
  label: "Extension",
  kind: "colleague",
  digits: [number],
});
const bob = suggestion("Bob Brown", "1002");
const carol = suggestion("Carol Clark", "1003");

function Field({ onPick, onEnter }: { onPick: (s: DialSuggestion) => void; onEnter: () => void }) {
  const [value, setValue] = useState("");
  const suggestions = value.length >= 2 ? [bob, carol] : [];
  return (
    <NumberField
      value={value}
      onChange={setValue}
      onEnter={onEnter}
      suggestions={suggestions}
      onPick={onPick}
    />
  );
}

function renderField() {
  const onPick = vi.fn();
  const onEnter = vi.fn();
  renderWithProviders(<Field onPick={onPick} onEnter={onEnter} />);
  return { onPick, onEnter, field: screen.getByRole("combobox", { name: "Number" }) };
}

describe("the dial field's suggestions (issue 9)", () => {
  it("lists the matches as options of the combobox while the user types", async () => {
    const { field } = renderField();
    await userEvent.type(field, "1");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(field).toHaveAttribute("aria-expanded", "false");
    await userEvent.type(field, "0");
    const list = screen.getByRole("listbox", { name: "Suggestions" });
    expect(field).toHaveAttribute("aria-controls", list.id);
    expect(screen.getAllByRole("option").map((option) => option.getAttribute("aria-label"))).toEqual([
      "Bob Brown, Extension 1002",
      "Carol Clark, Extension 1003",
    ]);
  });

  it("moves with the arrow keys and chooses with Enter", async () => {
    const { field, onPick, onEnter } = renderField();
    await userEvent.type(field, "10{ArrowDown}{ArrowDown}");
    const carolOption = screen.getByRole("option", { name: /Carol Clark/ });
    expect(carolOption).toHaveAttribute("aria-selected", "true");
    expect(field).toHaveAttribute("aria-activedescendant", carolOption.id);
    await userEvent.type(field, "{ArrowDown}{Enter}");
    expect(onPick).toHaveBeenCalledWith(bob);
    expect(onEnter).not.toHaveBeenCalled();
  });

  it("dials what is typed on Enter when no suggestion is marked, and chooses one by click", async () => {
    const { field, onPick, onEnter } = renderField();
    await userEvent.type(field, "1005{Enter}");
    expect(onEnter).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("option", { name: /Bob Brown/ }));
    expect(onPick).toHaveBeenCalledWith(bob);
  });

  it("closes the list on the first Escape and lets the second one through", async () => {
    const { field } = renderField();
    await userEvent.type(field, "10");
    const outside = vi.fn();
    document.addEventListener("keydown", outside);
    fireEvent.keyDown(field, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(outside).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: "Escape" });
    expect(outside).toHaveBeenCalledTimes(1);
    document.removeEventListener("keydown", outside);
  });
});
