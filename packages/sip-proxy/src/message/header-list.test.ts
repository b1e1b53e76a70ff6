import { describe, expect, it } from "vitest";
import { HeaderList } from "./header-list";

const fields = (list: HeaderList) => [...list].map((field) => `${field.name}: ${field.value}`);

describe("HeaderList.set", () => {
  it("replaces every field of that name with one, where the first one was, whatever the case written", () => {
    const list = new HeaderList([
      { name: "Via", value: "v1" },
      { name: "Route", value: "r1" },
      { name: "Max-Forwards", value: "70" },
      { name: "route", value: "r2" },
    ]);
    list.set("ROUTE", "only");
    list.set("Max-Forwards", "69");
    list.set("Call-ID", "new");
    expect(fields(list)).toEqual(["Via: v1", "Route: only", "Max-Forwards: 69", "Call-ID: new"]);
  });

  it("leaves the list it was cloned from as it was", () => {
    const original = new HeaderList([
      { name: "Max-Forwards", value: "70" },
      { name: "Via", value: "v1" },
    ]);
    const copy = original.clone();
    copy.set("Max-Forwards", "69");
    expect(fields(original)).toEqual(["Max-Forwards: 70", "Via: v1"]);
    expect(fields(copy)).toEqual(["Max-Forwards: 69", "Via: v1"]);
  });
});
