/** A file part of a test form; the name and type are whatever the client claims. */
export interface FilePart {
  data: Buffer;
  filename?: string;
  contentType?: string;
}

export type FormEntry = [name: string, value: string | FilePart];

/** A multipart/form-data body as a browser would send it, built by the platform's FormData. */
export async function multipartBody(entries: FormEntry[]) {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      form.append(name, value);
    } else {
      const blob = new Blob([new Uint8Array(value.data)], {
        type: value.contentType ?? 'application/octet-stream',
      });
      form.append(name, blob, value.filename ?? 'photo.jpg');
    }
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
