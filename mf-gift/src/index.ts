// Entry of the remote's own bundle; the shell loads the exposed modules through remoteEntry.js.
export {};
