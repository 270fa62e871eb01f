import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import checkFile from "eslint-plugin-check-file";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // One naming convention (README, "How the code is laid out"): files exporting a React
    // component in PascalCase .tsx, every other module (hooks included: use-*.ts) in kebab-case.
    files: ["components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "scripts/**/*.ts", "bench/**/*.ts", "tests/**/*.{ts,tsx}"],
    // Modules that render but are not a component of their own: helpers and hook tests.
    ignores: ["components/**/test-support.tsx", "components/**/use-*.test.tsx", "components/**/*-context.tsx", "components/chat/linkify*.tsx"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        {
          "components/**/*.tsx": "PASCAL_CASE",
          "components/**/*.ts": "KEBAB_CASE",
          "lib/**/*.{ts,tsx}": "KEBAB_CASE",
          "app/**/*.{ts,tsx}": "KEBAB_CASE",
          "scripts/**/*.ts": "KEBAB_CASE",
          "bench/**/*.ts": "KEBAB_CASE",
          "tests/**/*.{ts,tsx}": "KEBAB_CASE",
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Named exports only, so a thing has one name wherever it is imported; the framework's own
    // files (pages, layouts, route configs) are the exception it requires.
    files: ["components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "models/**/*.ts"],
    rules: { "import/no-default-export": "error" },
  },
  {
    // The server's lines go through the one logger (lib/log.ts: pino, JSON, secrets redacted).
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "models/**/*.ts", "server.ts", "instrumentation.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-console": "error" },
  },
  {
    // Test helpers named use* set up per-file fixtures; they are not React hooks.
    files: ["tests/**/*.ts", "**/*.test.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // CommonJS files load with require(); the only one boots the embedded database's thread.
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "uploads/**",
      "bench/results/**",
      "bench/baseline-next-app/**",
      "bench/.baseline-build-*/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
