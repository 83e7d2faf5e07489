/** The two public webmail inboxes step 2 opens (SPEC.md §2). */
export const WEBMAIL_PROVIDERS = [
  { name: 'gmail', label: 'Abrir Gmail', inbox: 'https://mail.google.com/mail/u/0/#inbox' },
  { name: 'outlook', label: 'Abrir Outlook', inbox: 'https://outlook.live.com/mail/0/inbox' },
] as const;

/** SPEC.md §9: a popup window of 800x600, one per provider (opening it again reuses it). */
export function openWebmail(provider: (typeof WEBMAIL_PROVIDERS)[number]): void {
  window.open(provider.inbox, provider.name, 'width=800,height=600');
}
