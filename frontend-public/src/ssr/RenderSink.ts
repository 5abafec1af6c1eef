import { createContext, useContext } from 'react';

/** What a page tells the server while it is rendered there: its status and head. Absent in the browser. */
export interface RenderSink {
  status?: number;
  title?: string;
  description?: string;
}

export const RenderSinkContext = createContext<RenderSink | null>(null);

/** The HTTP status of the page the server renders (404 for a page or a car that does not exist). */
export function useResponseStatus(status: number): void {
  const sink = useContext(RenderSinkContext);
  if (sink) sink.status = status;
}
