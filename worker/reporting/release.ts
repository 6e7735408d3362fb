import project from '../../package.json' with { type: 'json' };

/** The release every report names (SPEC: release id of the described build), the worker's and the browser's alike. */
export const RELEASE = `${project.name}@${project.version}`;
