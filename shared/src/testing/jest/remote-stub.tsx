// Stands in for any remote module in unit tests: real remotes load only in a browser (the
// end-to-end suite loads them). Renders a marker so tests can see which route was chosen.
export default function RemoteStub() {
  return <div data-testid="remote-stub" />;
}
