import { Avatar, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { LuImagePlus, LuTrash2 } from 'react-icons/lu';
import {
  IMAGE_MEDIA_TYPES,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_REFUSED_MESSAGE,
  MAX_IMAGE_BYTES,
} from '../contracts/files/images';

export interface ImageUploadProps {
  /** What the image is, shown as the field's label: 'Logo da empresa', 'Foto'. */
  label: string;
  /** The image shown now, or null for none. */
  currentUrl: string | null;
  /** What stands in for a missing image: initials or an icon. */
  fallback: ReactNode;
  /**
   * Sends the chosen file; resolves when it is saved and rejects with what to say (an Error or
   * an ApiError-like `{ message }`) when the server refuses it.
   */
  onUpload: (file: File) => Promise<void>;
  /** Removes the image; without it there is no remove button. */
  onRemove?: () => Promise<void>;
  /** A role that cannot change the image sees it without the buttons. */
  readOnly?: boolean;
  shape?: 'full' | 'rounded';
}

const ACCEPT = IMAGE_MEDIA_TYPES.join(',');

/** The browser's own word on the file, checked before sending; the API checks the bytes again. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_MEDIA_TYPES as readonly string[]).includes(file.type)) {
    return IMAGE_TYPE_REFUSED_MESSAGE;
  }
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

const messageOf = (thrown: unknown) =>
  (thrown as { message?: unknown } | null)?.message &&
  typeof (thrown as { message: unknown }).message === 'string'
    ? (thrown as { message: string }).message
    : 'Não foi possível enviar a imagem. Tente novamente.';

/**
 * A logo or photo: the current image (or its stand-in), a button that opens the file picker and
 * one that removes it. The API crops to a square and resizes to 256 px; a refusal (type, size,
 * unreadable) is said in Portuguese under the buttons, and the image shown stays as it was.
 */
export function ImageUpload({
  label,
  currentUrl,
  fallback,
  onUpload,
  onRemove,
  readOnly = false,
  shape = 'rounded',
}: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const helpId = useId();

  async function run(kind: 'upload' | 'remove', action: () => Promise<void>) {
    setBusy(kind);
    setProblem(null);
    try {
      await action();
    } catch (thrown) {
      setProblem(messageOf(thrown));
    } finally {
      setBusy(null);
    }
  }

  function choose(files: FileList | null) {
    const file = files?.[0];
    // The same file may be picked again after a refusal: forget this choice.
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    void run('upload', () => onUpload(file));
  }

  return (
    <Stack gap="2" role="group" aria-labelledby={labelId} aria-describedby={helpId}>
      <Text id={labelId} fontWeight="medium" fontSize="sm">
        {label}
      </Text>
      <HStack gap="4" align="center" wrap="wrap">
        <Avatar.Root size="2xl" shape={shape} colorPalette="brand" variant="solid">
          {currentUrl ? (
            <Avatar.Image src={currentUrl} alt={label} />
          ) : (
            <Avatar.Fallback>{fallback}</Avatar.Fallback>
          )}
        </Avatar.Root>
        {!readOnly && (
          <HStack gap="2" wrap="wrap">
            {/* Hidden: the button below opens it, so the picker is reached by keyboard too. */}
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              hidden
              aria-label={label}
              onChange={(event) => choose(event.target.files)}
            />
            <Button
              size="sm"
              variant="outline"
              loading={busy === 'upload'}
              loadingText="Enviando…"
              disabled={busy !== null}
              onClick={() => input.current?.click()}
            >
              <LuImagePlus aria-hidden /> {currentUrl ? 'Trocar imagem' : 'Enviar imagem'}
            </Button>
            {onRemove && currentUrl && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                loading={busy === 'remove'}
                loadingText="Removendo…"
                disabled={busy !== null}
                onClick={() => void run('remove', onRemove)}
              >
                <LuTrash2 aria-hidden /> Remover
              </Button>
            )}
          </HStack>
        )}
      </HStack>
      <Text id={helpId} fontSize="xs" color="fg.muted">
        PNG, JPEG ou WebP até 2 MB. A imagem é recortada em quadrado (256 × 256 px).
      </Text>
      {problem && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
