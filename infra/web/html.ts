export { checkHtml, findJava, type HtmlDocument, type HtmlMessage } from './html-checker.ts';
export { renderedPages } from './rendered-pages.ts';
