import { apiClient, toApiError } from 'shared/api';
import type {
  ApiError,
  ConfirmStatementPayload,
  ImportBatch,
  PreviewProgress,
  PreviewStatementPayload,
  PreviewStreamEvent,
  StatementPreview,
} from 'shared/contracts';
import { upload, uploadForm } from '../../../lib/upload';
import type { UploadProgress } from '../../../lib/upload';

const INTERRUPTED: ApiError = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'A leitura do extrato foi interrompida. Envie o arquivo de novo.',
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The complete lines of a streamed preview's text so far, as events. */
function eventsIn(text: string): PreviewStreamEvent[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as PreviewStreamEvent);
}

/** The preview at the end of the stream, or the error it ended with. */
export function readPreviewStream(text: string): StatementPreview {
  const last = eventsIn(text).at(-1);
  if (last?.type === 'result') return last.preview;
  if (last?.type === 'error') {
    throw { statusCode: last.statusCode, error: 'Error', message: last.message } as ApiError;
  }
  throw INTERRUPTED;
}

/**
 * The preview through its streamed route: upload progress from axios, then each processing
 * step's counts as the server sends them (the XHR's partial text, complete lines only).
 */
export async function previewStatement(
  file: File,
  payload: PreviewStatementPayload,
  onProgress: (progress: UploadProgress) => void,
  onStep: (progress: PreviewProgress) => void = () => {},
): Promise<StatementPreview> {
  const data = uploadForm(file, payload);
  let read = 0;
  try {
    const response = await apiClient.post<string>(
      '/v1/companies/imports/statements/preview/stream',
      data,
      {
        responseType: 'text',
        // The stream stays text; an error answered before it started is JSON, read here so the
        // shared client's error handling sees its Portuguese message.
        transformResponse: [
          (body: unknown, headers) =>
            typeof body === 'string' && /json/.test(String(headers?.['content-type'] ?? ''))
              ? parseJson(body)
              : body,
        ],
        onUploadProgress: (event) =>
          onProgress({ loaded: event.loaded, total: event.total ?? file.size }),
        onDownloadProgress: (event) => {
          const target = (event.event as ProgressEvent | undefined)?.target as
            { responseText?: unknown } | undefined;
          const text = target?.responseText;
          if (typeof text !== 'string') return;
          const end = text.lastIndexOf('\n');
          if (end < read) return;
          for (const streamed of eventsIn(text.slice(read, end))) {
            if (streamed.type === 'progress') onStep(streamed);
          }
          read = end + 1;
        },
      },
    );
    return readPreviewStream(String(response.data ?? ''));
  } catch (thrown) {
    throw toApiError(thrown);
  }
}

export const confirmStatement = (
  file: File,
  payload: ConfirmStatementPayload,
  onProgress: (progress: UploadProgress) => void,
) => upload<ImportBatch>('/v1/companies/imports/statements', file, payload, onProgress);
