// Testing Library's ES module build (testing-library-react.ts) has the package's types.
declare module "@testing-library/react/dist/@testing-library/react.esm.js" {
  export * from "@testing-library/react";
}
