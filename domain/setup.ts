/** The setup screen's address (issue #43, item 1): open only while the site has no user. */
export const SETUP_PATH = '/setup'
