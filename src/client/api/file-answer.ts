/**
 * Files answered by file operations (a certification document, a tax invoice PDF): the API needs the session header,
 * so the file is fetched with the client and handed to the browser — saved under a name, or opened in a new tab.
 * A refusal answers the envelope (JSON) instead of the file: then nothing is saved and the caller says so.
 */
export async function saveFileAnswer(request: Promise<{ data?: unknown; response: Response }>, name: string, mode: 'download' | 'open' = 'download'): Promise<boolean> {
  try {
    const { data, response } = await request;
    if (!response.ok || !(data instanceof Blob) || response.headers.get('content-type')?.includes('json')) return false;
    const url = URL.createObjectURL(data);
    const link = document.createElement('a');
    link.href = url;
    if (mode === 'download') link.download = name;
    else link.target = '_blank';
    link.rel = 'noopener';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch {
    return false;
  }
}
