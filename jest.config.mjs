import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/tests/setup/jest.setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testMatch: ["<rootDir>/{lib,components,app,models,scripts,tests}/**/*.test.{ts,tsx}"],
  // tests/production drives the built server and runs after `next build` (npm run test:production).
  testPathIgnorePatterns: ["/node_modules/", "/tests/e2e/", "/tests/production/", "/.next/"],
  testTimeout: 30000,
};

export default createJestConfig(config);
