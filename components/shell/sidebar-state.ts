/**
 * The desktop sidebar's folded state, kept in a cookie so that the server renders it as the user
 * left it (no unfolding flash) and it survives the move between the dashboard's and the admin
 * areas' layouts. Display only: nothing on the server trusts it.
 */
export const SIDEBAR_COLLAPSED_COOKIE = 'sidebar_collapsed';
