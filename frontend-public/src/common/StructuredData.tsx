/**
 * A JSON-LD block. It is data, not script: the CSP does not run it. `<` is escaped so no text inside can close
 * the element.
 */
export function StructuredData({ data }: { data: object }) {
  return (
    <script type="application/ld+json" data-testid="structured-data">
      {JSON.stringify(data).replace(/</g, '\\u003c')}
    </script>
  );
}
