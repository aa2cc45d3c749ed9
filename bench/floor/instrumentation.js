// The floor's own (empty) hook: Turbopack roots this nested project at the repository and would
// otherwise build in the app's instrumentation.ts (its database and message worker).
export function register() {}
