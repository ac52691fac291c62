/**
 * A file upload with progress (核心数据 import, book images): the file's bytes as the
 * body (sent as `contentType`, by default application/octet-stream), through XMLHttpRequest since fetch reports no upload progress. The
 * answer is the usual envelope; a 4xx resolves too, so that the page can show
 * the line errors it carries.
 */
import { GUEST_AUTHORIZATION, getToken } from './session';
import { REQUEST_TIMEOUT_MS } from './http';

export interface UploadAnswer<T> {
  status: number;
  code: number;
  message: string;
  data: T;
}

export function uploadFile<T>(url: string, file: Blob, onProgress: (percent: number) => void, contentType = 'application/octet-stream'): Promise<UploadAnswer<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Authorization', getToken() ?? GUEST_AUTHORIZATION);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { code: number; message: string; data: T };
        resolve({ status: xhr.status, ...body });
      } catch {
        reject(new Error('服务器返回的内容无法读取'));
      }
    };
    xhr.onerror = () => reject(new Error('网络连接失败，请检查网络后重试'));
    xhr.ontimeout = () => reject(new Error('请求超时，请稍后重试'));
    xhr.send(file);
  });
}
