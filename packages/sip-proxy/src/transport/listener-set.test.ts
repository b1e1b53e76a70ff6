import { describe, expect, it } from "vitest";
import { ListenerSet } from "./listener-set";

describe("ListenerSet", () => {
  it("calls each listener once, in the order added, with the arguments; the same listener twice counts once", () => {
    const set = new ListenerSet<[number]>();
    const heard: string[] = [];
    const first = (value: number) => heard.push(`first ${value}`);
    set.add(first);
    set.add(first);
    set.emit(1);
    set.add((value) => heard.push(`second ${value}`));
    set.add(first);
    set.emit(2);
    expect(heard).toEqual(["first 1", "first 2", "second 2"]);
  });

  it("stops calling a removed listener, whether it was alone or one of several", () => {
    const set = new ListenerSet<[]>();
    const heard: string[] = [];
    const removeA = set.add(() => heard.push("a"));
    removeA();
    set.emit();
    const removeB = set.add(() => heard.push("b"));
    set.add(() => heard.push("c"));
    removeB();
    set.emit();
    set.clear();
    set.emit();
    expect(heard).toEqual(["c"]);
  });

  it("reports a listener's exception and still calls the others; one added while emitting waits for the next emit", () => {
    const errors: unknown[] = [];
    const set = new ListenerSet<[]>((error) => errors.push(error));
    const heard: string[] = [];
    set.add(() => {
      set.add(() => heard.push("late"));
      throw new Error("boom");
    });
    set.emit();
    expect(errors).toHaveLength(1);
    expect(heard).toEqual([]);
    set.emit();
    expect(heard).toEqual(["late"]);
  });
});
