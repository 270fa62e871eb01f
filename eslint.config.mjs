import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Test helpers named use* set up per-file fixtures; they are not React hooks.
    files: ["tests/**/*.ts", "**/*.test.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  { ignores: [".next/**", "node_modules/**", "data/**", "uploads/**", "bench/results/**", "bench/baseline-next-app/**", "bench/.baseline-build-*/**", "next-env.d.ts"] },
];

export default config;
