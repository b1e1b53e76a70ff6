import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getApi, postApi, signIn, type Session } from "../test-support/api-client";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { firstControlCharacter } from "./control-characters";

const ALICE = "400011001";

describe("control characters in text inputs", () => {
  let t: TestApp;
  let alice: Session;
  const statusText = async () =>
    (
      (await postApi(t.app, "/webrtc/api/", { token: alice.jwetoken, name: "" })).body.data as {
        status_text: string;
      }
    ).status_text;

  const postStatus = (status: string) =>
    postApi(t.app, "/webrtc/mobex/status/", { token: alice.jwetoken, phone: ALICE, status });

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t.app, "alice@example.com");
  });
  afterAll(() => t.close());

  it("answers a NUL in the status text with 400 naming the field, not 500, and keeps the old text", async () => {
    await postStatus("Lunch");
    const answer = await postStatus("Back\u0000soon");
    expect(answer.status).toBe(400);
    expect(answer.body.responses[0]?.message).toBe("status must not contain control characters (U+0000)");
    expect(await statusText()).toBe("Lunch");
  });

  it("refuses C0, DEL and C1 characters anywhere in a body, naming the nested field", async () => {
    for (const [character, name] of [
      ["\u0007", "U+0007"],
      ["\u001b", "U+001B"],
      ["\u007f", "U+007F"],
      ["\u0085", "U+0085"],
      ["\u009b", "U+009B"],
    ] as const) {
      const answer = await postApi(t.app, "/cloudphonebook/entries/list/", {
        token: alice.jwetoken,
        filter: { names: ["fine", `x${character}y`] },
      });
      expect(answer.status, name).toBe(400);
      expect(answer.body.responses[0]?.message).toBe(
        `filter.names.1 must not contain control characters (${name})`,
      );
    }
  });

  it("refuses a control character in a query string or a form body", async () => {
    const query = await getApi(t.app, "/webrtc/mobex/customs/get/", {
      planid: "a\u0000",
      name: "title_image_url",
    });
    expect(query.status).toBe(400);
    expect(query.body.responses[0]?.message).toBe("planid must not contain control characters (U+0000)");

    const form = await t.app.inject({
      method: "POST",
      url: "/webrtc/mobex/status/",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${alice.jwetoken}&phone=${ALICE}&status=a%00b`,
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain("status must not contain control characters (U+0000)");
  });

  it("lets tab and line breaks through the boundary, and a one-line field refuses them itself", async () => {
    const answer = await postStatus("two\nlines");
    expect(answer.status).toBe(400);
    expect(answer.body.responses[0]?.message).toBe("status must not contain control characters");
    const list = await postApi(t.app, "/cloudphonebook/entries/list/", {
      token: alice.jwetoken,
      note: "a\tb\r\n",
    });
    expect(list.status).toBe(200);
  });
});

describe("firstControlCharacter", () => {
  it("names object keys, passes binary parts and survives deep nesting", () => {
    expect(firstControlCharacter({ ok: "x", ["b\u0000d"]: 1 })).toEqual({
      path: "b\u0000d",
      character: "U+0000",
    });
    expect(firstControlCharacter({ avatar: Buffer.from([0, 1, 2]), phone: "1001" })).toBeNull();
    let deep: unknown = "\u0001";
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(firstControlCharacter(deep)?.character).toBe("U+0001");
  });
});
