// Runs only when this remote is served on its own in development; the shell loads the
// exposed module instead. The async boundary lets federation negotiate shared singletons.
void import('./standalone');
