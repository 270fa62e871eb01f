/** @jest-environment node */
import { CommandError, fromEngineError } from "./errors";

describe("engine errors become MongoDB errors", () => {
  it.each([
    ["unknown query operator $foo", 2, "unknown operator: $foo"],
    ["Unknown update operator: '$foo'.", 9, "Unknown modifier: $foo. Expected a valid update modifier or pipeline-style update specified as an array"],
    ["unregistered pipeline operator $foo.", 40324, "Unrecognized pipeline stage name: '$foo'"],
    ["accumulator '$foo' is not registered.", 168, "Unrecognized expression '$foo'"],
    ["$where operator requires 'scriptEnabled' option to be true.", 238, "$where (server-side JavaScript) is not supported by the embedded server"],
    ["something else", 2, "something else"],
  ])("%s", (message, code, errmsg) => {
    expect(fromEngineError(new Error(message)).toReply()).toMatchObject({ ok: 0, code, errmsg });
  });

  it("keeps command errors and their extra fields", () => {
    const err = new CommandError("DuplicateKey", "E11000", { keyValue: { a: 1 } });
    expect(fromEngineError(err)).toBe(err);
    expect(err.toReply()).toEqual({ ok: 0, errmsg: "E11000", code: 11000, codeName: "DuplicateKey", keyValue: { a: 1 } });
    expect(err.toWriteError(3)).toEqual({ index: 3, code: 11000, errmsg: "E11000", keyValue: { a: 1 } });
  });
});
