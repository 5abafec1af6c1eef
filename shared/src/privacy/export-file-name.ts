/** The archive of one's data as it downloads (issue 25): `grandtour-data-YYYY-MM-DD.zip`. */
export const dataExportFileName = (at: Date) => `grandtour-data-${at.toISOString().slice(0, 10)}.zip`;
