import { idParam } from "./params";

const context = (id: string) => ({ params: Promise.resolve({ id }) });

describe("idParam", () => {
  it("passes an ObjectId through", async () => {
    await expect(idParam(context("0123456789abcdef01234567"))).resolves.toBe("0123456789abcdef01234567");
  });

  it.each(["", "123", "0123456789abcdef0123456g", "0123456789abcdef012345670", '{"$ne":null}', "../x"])("answers 404 for %j", async (id) => {
    await expect(idParam(context(id), "Attorney not found")).rejects.toMatchObject({ status: 404, message: "Attorney not found" });
  });
});
