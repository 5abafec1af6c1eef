import { useEffect, useState } from 'react';

/** A file picked on this device as a URL for its thumbnail, freed when the file changes or the thumbnail goes. */
export function useObjectUrl(file: Blob | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
