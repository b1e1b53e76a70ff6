import type { ModuleInfo } from "rolldown";
import { describe, expect, it } from "vitest";
import { signedInModules, staticClosure } from "./signed-in-chunk";

// A module graph: id → static imports, plus dynamic imports where the app splits.
const graph: Record<string, { imports: string[]; dynamic?: string[] }> = {
  main: { imports: ["router", "react"], dynamic: ["login", "shell"] },
  router: { imports: ["react", "auth-store"] },
  login: { imports: ["text-field", "auth-store"] },
  shell: { imports: ["rail", "react", "auth-store"], dynamic: ["history"] },
  rail: { imports: ["icon", "text-field"] },
  history: { imports: ["table", "icon"] },
};
const moduleInfo = (id: string) =>
  ({
    id,
    importedIds: graph[id]?.imports ?? [],
    dynamicallyImportedIds: graph[id]?.dynamic ?? [],
  }) as unknown as ModuleInfo;

describe("the signed-in chunk's modules (issue 9, budgets)", () => {
  it("follows static imports only", () => {
    expect([...staticClosure(["shell"], moduleInfo)].sort()).toEqual(
      ["auth-store", "icon", "react", "rail", "shell", "text-field"].sort(),
    );
  });

  it("takes what the signed-in screens import and the login page does not already load", () => {
    const members = signedInModules({ home: ["shell"], beforeSignIn: ["main", "login"] }, moduleInfo);
    // A lazy screen (history) keeps its own chunk; react, the store and the text field stay where
    // the login page loads them.
    expect([...members].sort()).toEqual(["icon", "rail", "shell"]);
  });
});
