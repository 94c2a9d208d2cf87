/** The @inkwell/cms release these docs describe, and where its release notes are. */
export interface LibraryRelease {
  version: string;
  releaseNotesUrl: string;
}

/** Reads what docusaurus.config.ts put in `customFields` from packages/inkwell/package.json at build. */
export function libraryRelease(customFields: Record<string, unknown> | undefined): LibraryRelease {
  const {libraryVersion, libraryReleaseNotes} = customFields ?? {};
  if (typeof libraryVersion !== 'string' || typeof libraryReleaseNotes !== 'string') {
    throw new Error(
      'customFields.libraryVersion and customFields.libraryReleaseNotes must be set in docusaurus.config.ts.',
    );
  }
  return {version: libraryVersion, releaseNotesUrl: libraryReleaseNotes};
}
