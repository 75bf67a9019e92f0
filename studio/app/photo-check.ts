/** The photos the site takes, by file name: a quick message before sending; the server checks the bytes. */
const photoTypes = /\.(jpe?g|png|webp|avif)$/i;
const maxBytes = 20 * 1024 * 1024;

/** Why a file cannot be a photo of the site, or null when it may be one. */
export function photoProblem(file: File): string | null {
  if (!photoTypes.test(file.name))
    return `${file.name} is not a JPEG, PNG, WebP or AVIF image. Save it in one of those formats and try again.`;
  if (file.size > maxBytes)
    return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; photos may be at most 20 MB. Make it smaller and try again.`;
  return null;
}
