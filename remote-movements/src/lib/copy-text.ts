// Here, not in a feature: the Pix charge drawer and the list's bulk charge both copy links and codes.
/** Whether the text reached the clipboard: it can be missing (http, old browsers) or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
