// Hands a file the page fetched itself to the browser's downloads, as a link to it would.

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the object URL; let the browser read it before it goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
