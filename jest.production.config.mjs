import base from "./jest.config.mjs";

/** Tests that start the built production server (`npm start`) as an operator would; run after `next build`. */
export default async function config() {
  const resolved = await base();
  return {
    ...resolved,
    testEnvironment: "node",
    testMatch: ["<rootDir>/tests/production/**/*.test.ts"],
    testPathIgnorePatterns: ["/node_modules/", "/.next/"],
    testTimeout: 180000,
    maxWorkers: 1,
  };
}
