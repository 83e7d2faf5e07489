import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreviewProgress, PreviewStreamEvent, StatementPreview } from 'shared/contracts';
import { AppError } from '../../../errors';
import { INTERNAL_ERROR_MESSAGE } from '../../../plugins/error-handler';

/**
 * Answers a long preview as newline-delimited JSON: a `progress` line per step as `work` reports
 * it, then the `result`. The response starts with the first progress event, so a file that cannot
 * be read at all still gets its plain 400; a failure after that is an `error` line with the
 * Portuguese message. Nothing is kept between requests: the response itself is the progress.
 */
export function streamPreview(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (onProgress: (progress: PreviewProgress) => void) => Promise<StatementPreview>,
): Promise<void> {
  const stream = new PassThrough();
  const emit = (event: PreviewStreamEvent) => stream.write(`${JSON.stringify(event)}\n`);
  return new Promise((resolve, reject) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(stream);
      resolve();
    };
    work((progress) => {
      start();
      emit({ type: 'progress', ...progress });
    })
      .then((preview) => {
        start();
        emit({ type: 'result', preview });
        stream.end();
      })
      .catch((error: unknown) => {
        if (!started) {
          started = true;
          stream.destroy();
          reject(error);
          return;
        }
        if (error instanceof AppError && error.statusCode < 500) {
          emit({ type: 'error', statusCode: error.statusCode, message: error.message });
        } else {
          request.log.error({ err: error }, 'streamed statement preview failed');
          emit({ type: 'error', statusCode: 500, message: INTERNAL_ERROR_MESSAGE });
        }
        stream.end();
      });
  });
}
