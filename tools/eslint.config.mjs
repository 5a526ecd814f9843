// ESLint's settings for the page's JavaScript (static/js, sw.js): the recommended
// rules plus a line limit.  tests/test_static_checks.py runs it; so can
// `npx eslint -c tools/eslint.config.mjs static/js`.
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.serviceworker },
    },
    rules: {
      "max-len": ["error", { code: 160, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true }],
    },
  },
];
