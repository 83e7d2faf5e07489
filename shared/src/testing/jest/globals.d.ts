// The globals setup-dom.ts installs for tests, in a declaration file so that each app's own
// tsconfig can include it (a referenced project's global augmentations are not visible).
export {};

declare global {
  var __prefersDark: boolean | undefined;
  var setViewportWidth: (width: number) => void;
}
