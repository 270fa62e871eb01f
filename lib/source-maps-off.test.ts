/** @jest-environment node */
it("turns Node's source maps off for the process", async () => {
  process.setSourceMapsEnabled(true);
  await import("./source-maps-off");
  expect(process.sourceMapsEnabled).toBe(false);
});
