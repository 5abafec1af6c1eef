import { useContext, useEffect } from 'react';
import { RenderSinkContext } from '../ssr/RenderSink.ts';

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** The page's title and description, in the visitor's language, for tabs, bookmarks and search engines. */
export function usePageMeta(title: string, description: string): void {
  // On the server, the page's head is written from them.
  const sink = useContext(RenderSinkContext);
  if (sink) Object.assign(sink, { title, description });
  useEffect(() => {
    document.title = title;
    setMeta('description', description);
  }, [title, description]);
}
