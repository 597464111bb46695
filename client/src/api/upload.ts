import { readSession } from '../app/auth/session';
import { ApiError, type ErrorBody } from './client';

/**
 * Sends a multipart form with XMLHttpRequest, because fetch cannot report upload progress: as
 * the signed-in user, progress as a fraction of the bytes sent, and the JSON answer. A refusal is
 * an ApiError with the server's code; no answer at all, one with status 0 and `fallback`.
 */
export function uploadForm<T>(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  fallback: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    const session = readSession();
    if (session) xhr.setRequestHeader('x-access-token', session.token);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, fallback));
    xhr.onload = () => {
      let body: Partial<ErrorBody> & Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: keep the fallback message
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      reject(
        new ApiError(
          xhr.status,
          body.message ?? fallback,
          body.errors ?? [],
          body.code,
          body.params,
        ),
      );
    };
    xhr.send(form);
  });
}
