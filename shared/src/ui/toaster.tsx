import {
  Portal,
  Spinner,
  Stack,
  Toast,
  Toaster as ChakraToaster,
  createToaster,
} from '@chakra-ui/react';

/** SPEC.md §2: toasts appear at the bottom right (the library's default is top right). */
export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  // Keep toasts clear of the round theme button fixed at the bottom right (and of its band on a
  // phone: shared/ui theme-toggle.tsx).
  offsets: { top: '1rem', right: '1rem', bottom: '5rem', left: '1rem' },
});

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        // The library names the region in English ('Notifications, bottom-end (alt+T)').
        aria-label="Notificações (Alt+T)"
      >
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="blue.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
