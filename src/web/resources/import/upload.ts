import type {
  ImportAction,
  ImportEvent,
  ImportMessage,
  ImportMode,
  ImportResult,
} from '../../../core/import/protocol';
import type { ResourceDef } from '../../../core/resource';
import { authFetch } from '../../session';

/** An import the server refused or stopped, with its message. */
export class ImportRefused extends Error {
  constructor(readonly refusal: ImportMessage) {
    super(refusal.key);
  }
}

export type Progress = Extract<ImportEvent, { phase: string }>;

/** The JSON objects of an NDJSON stream, one per line, as they arrive. */
async function* ndjson(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += decoder.decode(value, { stream: !done });
    const lines = pending.split('\n');
    pending = done ? '' : lines.pop()!;
    for (const line of lines) if (line.trim()) yield JSON.parse(line);
    if (done) return;
  }
}

/**
 * Sends the file to `POST /api/import/<route>` (what to do with it: `mode` and `action`) and follows the answer: progress as it comes, then
 * the result. A refused file (401 refreshed once, as every call) throws `ImportRefused`.
 */
export async function sendImport(
  r: ResourceDef,
  file: File,
  mode: ImportMode,
  action: ImportAction,
  onProgress: (p: Progress) => void,
): Promise<ImportResult> {
  let response: Response;
  try {
    response = await authFetch(`/api/import/${r.route}?mode=${mode}&action=${action}`, {
      method: 'POST',
      headers: { 'content-type': file.type || 'application/octet-stream', accept: 'application/x-ndjson' },
      body: file,
    });
  } catch {
    throw new ImportRefused({ key: 'import.errors.request' });
  }
  if (!response.ok || !response.body) {
    const refusal = (await response.json().catch(() => null)) as ImportMessage | null;
    throw new ImportRefused(refusal?.key ? refusal : { key: 'errors.server' });
  }
  try {
    for await (const event of ndjson(response.body) as AsyncGenerator<ImportEvent>) {
      if ('result' in event) return event.result;
      if ('error' in event) throw new ImportRefused(event.error);
      onProgress(event);
    }
  } catch (e) {
    if (e instanceof ImportRefused) throw e;
  }
  // The answer ended before its result: the connection dropped, while the server may have gone on.
  throw new ImportRefused({ key: 'import.errors.interrupted' });
}
