/** An optional package built for another OS or CPU (sharp's win32 build, @swc/core-darwin-arm64):
 * npm skips it here whatever the lock says, so the CI checks of the lock skip it too. */
export const foreign = (entry) =>
  entry?.optional === true &&
  ((entry.os && !entry.os.includes(process.platform)) ||
    (entry.cpu && !entry.cpu.includes(process.arch)));
